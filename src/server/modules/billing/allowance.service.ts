import type { Usage } from '@shared/contracts/chat';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  anonymousUsageFor,
  currentMonth,
  refundAnonymousGeneration,
  refundReplyGeneration,
  refundUserGeneration,
  reserveAnonymousGeneration,
  reserveUserGeneration,
  userUsage,
} from './allowance.queries';

/**
 * The generation allowance, in one place (DESIGN.md: FREE_GENERATIONS per calendar month on the
 * Free plan, unlimited on Standard; anonymous visitors get the same number, counted per anonymous
 * session and per IP; a request paid with the user's own key counts nothing). Every generation is
 * reserved before it starts, with `reserve()`, and given back with the reservation's `refund()`
 * when it does not happen; a stored reply carries its charged month so that whoever finds it
 * failed, in any process, gives it back once (`refundReply`). The subscription plugs in here.
 */
export type Payer =
  | { userId: string; ownKey?: boolean }
  | { anonymous: { sessionId: string; ip: string }; ownKey?: boolean };

export interface Reservation {
  /** The payer's usage after this reservation. */
  usage: Usage;
  /** The month the generation was taken from; null when nothing was counted. */
  chargedMonth: string | null;
  /** Gives the generation back; only the first call counts. */
  refund(): Promise<void>;
}

const anonymousKeys = ({ sessionId, ip }: { sessionId: string; ip: string }) => [
  `session:${sessionId}`,
  `ip:${ip}`,
];

const NOTHING_TO_REFUND = async () => {};

export class Allowance {
  constructor(
    private readonly db: Db,
    readonly limit: number,
  ) {}

  /** What the payer has used this month, without counting anything. */
  usage(payer: Payer): Promise<Usage> {
    return 'userId' in payer
      ? userUsage(this.db, payer.userId, this.limit)
      : anonymousUsageFor(this.db, anonymousKeys(payer.anonymous), this.limit);
  }

  /** Takes one generation, or refuses with LIMIT_REACHED and the spec's message. */
  async reserve(payer: Payer): Promise<Reservation> {
    if (payer.ownKey)
      return { usage: await this.usage(payer), chargedMonth: null, refund: NOTHING_TO_REFUND };
    if ('userId' in payer) {
      const taken = await reserveUserGeneration(this.db, payer.userId, this.limit);
      if (!taken.allowed) throw new AppError('allowance.limitReached', { limit: this.limit });
      const month = taken.chargedMonth;
      return {
        usage: taken.usage,
        chargedMonth: month,
        refund: month ? once(() => refundUserGeneration(this.db, payer.userId, month)) : NOTHING_TO_REFUND,
      };
    }
    const keys = anonymousKeys(payer.anonymous);
    const month = currentMonth();
    const taken = await reserveAnonymousGeneration(this.db, keys, this.limit);
    if (!taken.allowed) throw new AppError('allowance.limitReachedAnonymous', { limit: this.limit });
    return {
      usage: taken.usage,
      chargedMonth: month,
      refund: once(() => refundAnonymousGeneration(this.db, keys, month)),
    };
  }
}

/**
 * Gives back the generation a stored reply was charged, at most once whoever calls it: the
 * process that wrote it, or one that found its writer dead (inside that one's transaction).
 */
export function refundReply(db: Db, messageId: string): Promise<boolean> {
  return refundReplyGeneration(db, messageId);
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= action();
    return done;
  };
}
