import type { Usage } from '@shared/contracts/chat';
import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import type { AttachmentStorage } from './attachment-storage';
import type { ChatStore } from './chat-store';
import type { UiMessage } from './message-model';
import type { PendingAttachment } from './pending-attachment';
import type { ReplyActivity } from './reply-activity';

export interface ChatServices {
  onUsage: (usage: Usage) => void;
  onChatsChanged: () => void;
  toast: (message: string) => void;
  openAuthPrompt: (mode: 'login' | 'signup') => void;
  /** Standard mode: replies arrive in one piece (no streaming). */
  standardMode: () => boolean;
  /** The streaming buffer for this device (stream-buffer.ts); 25 ms when not given. */
  streamBufferMs?: () => number;
}

/** What a transport works on: the chat's state, the reply's activity and the app around it. */
export interface ChatContext {
  store: ChatStore;
  activity: ReplyActivity;
  services: ChatServices;
  /** The chat got its id with its first send: the registry re-keys the controller. */
  assignId(chatId: string): void;
}

/** A send on its way: the optimistic user message, its hash (§5 rules) and its files. */
export interface Outgoing {
  user: UiMessage;
  hash: string;
  files: PendingAttachment[];
}

/**
 * Where a chat is kept and where its replies come from: the server (signed in: the chat API and
 * SSE) or this browser (anonymous: localStorage and POST /api/anonymous/generate). The controller
 * and the message actions do what both have in common (the §5 sending rules, the loading guard,
 * optimistic updates) and leave the rest to the one transport chosen for the chat's mode.
 * The controller has already started the reply's activity when a method that writes a reply runs.
 */
export interface ChatTransport {
  /** A reply is being written through this transport (the screen then skips its quiet reload). */
  readonly active: boolean;
  /** Where the files attached in the input wait for the send. */
  readonly attachments: AttachmentStorage;
  /** Reads the chat in (quietly when it is already shown) and follows replies still being written. */
  load(chatId: string): Promise<void>;
  /**
   * Sends the user's message and writes the reply into `placeholder`; resolves when the reply has
   * ended or is being followed. Rejects when the message was not sent, so the caller hands the
   * text and files back to the input.
   */
  send(sent: Outgoing, placeholder: UiMessage): Promise<void>;
  /** Shows a reply that is being written elsewhere until it ends. */
  follow(message: UiMessage): void;
  /** Writes a reply that failed or was cut off again, in place. */
  retry(messageId: string): Promise<void>;
  /** Writes a new version of an assistant reply; the option shapes the prompt. */
  regenerate(messageId: string, option: RegenerateOption): Promise<void>;
  /**
   * Keeps the edited text of a user message (already checked and different) as a new version and
   * answers it again into `reply`; false when it was not saved.
   */
  edit(message: UiMessage, content: string, reply: UiMessage | undefined): Promise<boolean>;
  /** Keeps the version the screen now shows; `before` is the message as it was, to roll back to. */
  saveVersion(messageId: string, index: number, before: UiMessage): Promise<void>;
  /** Keeps the rating the screen now shows; false (rolled back to `before`) when it was not kept. */
  saveFeedback(messageId: string, body: FeedbackRequest, before: UiMessage): Promise<boolean>;
  /** 'Convert to Prompt'; throws the server's error for the caller's toast. */
  convert(messageId: string): Promise<'converted' | 'auth'>;
  /** Stop (silent): the reply ends as 'cancelled'. */
  stop(): void;
  /** A user message removed from this view stays out of it after a reload. */
  hide(messageId: string): void;
  /** Keeps the chat where this transport keeps chats: at once, or soon while a reply streams. */
  persist(now?: boolean): void;
  dispose(): void;
}
