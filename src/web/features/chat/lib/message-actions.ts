import type { FeedbackRequest, RegenerateOption } from '@shared/contracts/chat-actions';
import type { ChatStore } from './chat-store';
import type { ChatTransport } from './chat-transport';
import { showVersion, withFeedback } from './message-versions';
import type { ReplyActivity } from './reply-activity';

/**
 * Per-message actions (chat-assistant.md §4 Regeneration, User message, Feedback, Execute): the
 * checks and the optimistic change on screen are the same for every chat; keeping the change
 * (and writing a new reply) is the transport's.
 */
export class MessageActions {
  constructor(
    private store: ChatStore,
    private activity: ReplyActivity,
    private transport: ChatTransport,
  ) {}

  /** Writes a new version of an assistant reply; waits for no reply to be running. */
  async regenerate(messageId: string, option: RegenerateOption): Promise<void> {
    if (this.activity.loading) return;
    if (this.store.message(messageId)?.role !== 'assistant') return;
    this.activity.begin(messageId);
    await this.transport.regenerate(messageId, option);
  }

  /** Shows another version, and keeps that choice. */
  async selectVersion(messageId: string, index: number): Promise<void> {
    const message = this.store.message(messageId);
    const versions = message?.versions ?? [];
    if (!message || index < 0 || index >= versions.length || message.status === 'streaming') return;
    this.store.updateMessage(messageId, showVersion(message, versions, index), true);
    await this.transport.saveVersion(messageId, index, message);
  }

  /** Saves an edited user message as a new version and answers it again; false if not saved. */
  async editMessage(messageId: string, text: string): Promise<boolean> {
    const content = text.trim();
    const { messages } = this.store.state;
    const index = messages.findIndex((m) => m.id === messageId);
    const message = messages[index];
    if (!content || !message || message.role !== 'user' || this.activity.loading) return false;
    if (content === message.content) return true;
    const reply = messages.find((m, i) => i > index && m.role === 'assistant');
    return this.transport.edit(message, content, reply);
  }

  /** Removes a user message from this view only; it stays stored (and in the model's history). */
  deleteLocally(messageId: string): void {
    this.transport.hide(messageId);
    this.store.set({ messages: this.store.state.messages.filter((m) => m.id !== messageId) }, true);
    this.transport.persist(true);
  }

  /** Thumbs up or down with a reason; false when it could not be kept. */
  async rate(messageId: string, body: FeedbackRequest): Promise<boolean> {
    const message = this.store.message(messageId);
    if (!message) return false;
    this.store.updateMessage(messageId, withFeedback(message, body), true);
    return this.transport.saveFeedback(messageId, body, message);
  }

  /**
   * 'Convert to Prompt': signed in only (executing-to-save needs an account, §6); throws the
   * server's error for the caller's toast.
   */
  convert(messageId: string): Promise<'converted' | 'auth'> {
    return this.transport.convert(messageId);
  }
}
