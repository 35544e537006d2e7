import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import { ApiRequestError } from '@web/lib/api-client';
import { isAbort } from '../api/chat-api';
import { AnonymousTransport } from './anonymous-transport';
import {
  type ChatMode,
  type ChatState,
  ChatStore,
  DEFAULT_STREAM_BUFFER_MS,
  initialChatState,
} from './chat-store';
import type { ChatContext, ChatServices, ChatTransport, Outgoing } from './chat-transport';
import { MessageActions } from './message-actions';
import { newMessage, type UiMessage } from './message-model';
import type { PendingAttachment } from './pending-attachment';
import { ReplyActivity } from './reply-activity';
import { requestFailed } from './request-errors';
import { checkSend, createSendMemory, forgetSend, rememberSend } from './sending-rules';
import { ServerTransport } from './server-transport';

export type { ChatMode, ChatState, ConnectionQuality } from './chat-store';
export type { ChatServices } from './chat-transport';

/** The one place a chat's mode matters: signed-in chats live on the server, anonymous ones here. */
const TRANSPORTS: Record<ChatMode, (context: ChatContext) => ChatTransport> = {
  server: (context) => new ServerTransport(context),
  anonymous: (context) => new AnonymousTransport(context),
};

/**
 * One chat's state and behaviour, outside React: sending (with the §5 rules and the loading
 * guard), Stop, Retry and the message actions, over the transport of the chat's mode
 * (server-transport.ts, anonymous-transport.ts). It outlives the screen, so a reply keeps
 * streaming while the route changes from /chat/new to /chat/{id}. Listeners are told at most
 * once per streaming buffer while text streams (chat-store.ts).
 */
export class ChatController {
  private store: ChatStore;
  private activity: ReplyActivity;
  private transport: ChatTransport;
  private actions: MessageActions;
  private context: ChatContext;
  private memory = createSendMemory();
  private restoreCount = 0;
  /** Set when the registry re-keys this controller after the chat got its id. */
  onIdAssigned: ((chatId: string) => void) | null = null;

  constructor(
    mode: ChatMode,
    chatId: string | null,
    private services: ChatServices,
  ) {
    this.store = new ChatStore(
      initialChatState(mode, chatId),
      () => services.streamBufferMs?.() ?? DEFAULT_STREAM_BUFFER_MS,
    );
    this.activity = new ReplyActivity(this.store);
    this.context = {
      store: this.store,
      activity: this.activity,
      services,
      assignId: (id) => {
        this.store.set({ chatId: id }, true);
        this.onIdAssigned?.(id);
      },
    };
    this.transport = TRANSPORTS[mode](this.context);
    this.actions = new MessageActions(this.store, this.activity, this.transport);
  }

  /** The latest state (what listeners see catches up on each flush). */
  private get state(): ChatState {
    return this.store.state;
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);

  getSnapshot = () => this.store.getSnapshot();

  get hasActivity() {
    return this.transport.active || this.state.loading;
  }

  /** Where the files attached in the input wait for the send: the transport's storage. */
  get attachments() {
    return this.transport.attachments;
  }

  async load(): Promise<void> {
    const { chatId } = this.state;
    if (chatId) await this.transport.load(chatId);
  }

  /**
   * Sends `raw` with the ready attachments; false when it was not sent (the caller keeps the
   * text and the files in the input).
   */
  send(raw: string, attachments: readonly PendingAttachment[] = []): boolean {
    const now = Date.now();
    const assistantContents = this.state.messages.filter((m) => m.role === 'assistant').map((m) => m.content);
    const check = checkSend({
      text: raw,
      now,
      loading: this.activity.loading,
      assistantContents,
      memory: this.memory,
      attachmentCount: attachments.length,
    });
    if (!check.ok) {
      this.store.set({ skipped: check.reason === 'overlap' ? 'overlap' : null }, true);
      return false;
    }
    rememberSend(this.memory, check.text, check.hash, now);
    this.activity.startLoading();
    const user: UiMessage = {
      ...newMessage('user', check.text),
      ...(attachments.length > 0
        ? { attachments: attachments.flatMap((a) => (a.attachment ? [a.attachment] : [])) }
        : {}),
    };
    const assistant = newMessage('assistant', '', 'streaming');
    const sent: Outgoing = { user, hash: check.hash, files: [...attachments] };
    this.store.set(
      {
        messages: [...this.state.messages, user, assistant],
        inputError: null,
        limitMessage: null,
        skipped: null,
        activeId: assistant.id,
        connection: 'good',
        announcement: '',
      },
      true,
    );
    this.activity.sent(this.services.standardMode());
    void this.transport
      .send(sent, assistant)
      .catch((error: unknown) => this.failSend(error, sent, assistant));
    return true;
  }

  /** A send that did not go out: the unsent messages go, the text and files go back to the input. */
  private failSend(error: unknown, sent: Outgoing, placeholder: UiMessage) {
    const { user } = sent;
    forgetSend(this.memory, user.content, sent.hash);
    this.restoreCount += 1;
    this.store.set(
      {
        messages: this.state.messages.filter((m) => m.id !== user.id && m.id !== placeholder.id),
        restore: { text: user.content, n: this.restoreCount, attachments: sent.files },
      },
      true,
    );
    this.activity.end();
    this.transport.persist(true);
    if (error instanceof ApiRequestError) requestFailed(this.context, error);
    else if (!isAbort(error)) this.store.set({ inputError: String(error) }, true);
  }

  /** Stop (silent): the reply ends as 'cancelled'. */
  stop(): void {
    this.transport.stop();
  }

  async retry(messageId: string): Promise<void> {
    if (this.activity.loading || !this.store.message(messageId)) return;
    this.activity.begin(messageId);
    await this.transport.retry(messageId);
  }

  regenerate(messageId: string, option: RegenerateOption): Promise<void> {
    return this.actions.regenerate(messageId, option);
  }

  selectVersion(messageId: string, index: number): Promise<void> {
    return this.actions.selectVersion(messageId, index);
  }

  editMessage(messageId: string, text: string): Promise<boolean> {
    return this.actions.editMessage(messageId, text);
  }

  deleteLocally(messageId: string): void {
    this.actions.deleteLocally(messageId);
  }

  rate(messageId: string, body: FeedbackRequest): Promise<boolean> {
    return this.actions.rate(messageId, body);
  }

  convert(messageId: string): Promise<'converted' | 'auth'> {
    return this.actions.convert(messageId);
  }

  /** Standard mode turns streaming off and sets quality to good (§4). */
  connectionRecovered(): void {
    this.store.set({ connection: 'good' }, true);
  }

  dismissLimit(): void {
    this.store.set({ limitMessage: null }, true);
  }

  clearInputNotes(): void {
    if (this.state.inputError || this.state.skipped)
      this.store.set({ inputError: null, skipped: null }, true);
  }

  /** Keeps the chat where its transport keeps chats (an anonymous one in this browser). */
  persist(now = false): void {
    this.transport.persist(now);
  }

  dispose(): void {
    this.transport.dispose();
    this.activity.dispose();
    this.store.dispose();
  }
}
