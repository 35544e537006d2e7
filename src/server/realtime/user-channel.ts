import type { FastifyBaseLogger } from 'fastify';
import type { UserEvent } from '@shared/contracts/user-events';
import type { RealtimeBus } from './bus';

/** The bus topic of one user's own channel (GET /api/events). */
export const userTopic = (userId: string) => `user:${userId}`;

/** Publishes on a user's channel; a failure is logged, never thrown: live updates are a bonus. */
export function publishUserEvent(bus: RealtimeBus, log: FastifyBaseLogger, userId: string, event: UserEvent) {
  return bus
    .publish(userTopic(userId), event)
    .catch((error) => log.warn({ err: error }, 'user event not published'));
}
