import { LIMITS } from '@shared/constants';
import { AppError } from '../../http/app-error';

/**
 * Anonymous duplicate suppression (chat-assistant.md §5: the same content within 30 seconds is
 * not processed again), per session, in this process. A send claims its key before any costly
 * work, so a duplicate is refused before its files are decoded; a send refused later gives the
 * claim back, so sending it again once the problem is fixed is not taken for a duplicate.
 */
export class RecentAnonymousSends {
  private readonly sentAt = new Map<string, number>();

  constructor(private readonly windowMs: number = LIMITS.duplicateHashWindowMs) {}

  /** Throws DUPLICATE for a key sent within the window (unless it is a retry); else the undo. */
  claim(key: string, retry: boolean, now = Date.now()): () => void {
    for (const [sent, at] of this.sentAt) if (now - at > this.windowMs) this.sentAt.delete(sent);
    const previous = this.sentAt.get(key);
    if (previous !== undefined && !retry) throw new AppError('chat.duplicateSend');
    this.sentAt.set(key, now);
    return () => {
      if (previous === undefined) this.sentAt.delete(key);
      else this.sentAt.set(key, previous);
    };
  }
}
