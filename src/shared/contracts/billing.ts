import { z } from 'zod';
import { usageSchema } from './chat';

/**
 * The Standard subscription as its user sees it (platform.md §2 Settings "Subscription", §4
 * Subscription, issue 21 §7). `plan` is what the allowance grants now (Standard while trialing,
 * active, past due, or canceled with its paid period not over); `status` is the provider's
 * subscription (`none` before any checkout). Dates are ISO strings.
 */
export const subscriptionStatusSchema = z.enum([
  'none',
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
]);
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionViewSchema = z.object({
  plan: z.enum(['free', 'standard']),
  status: subscriptionStatusSchema,
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
  /** 'Generations Used n/limit' (limit null: unlimited). */
  usage: usageSchema,
  /** The Standard plan's price and trial, from the server's plan table. */
  standard: z.object({ monthlyPriceCents: z.number().int(), trialDays: z.number().int() }),
  /** Whether a new checkout would start with the free trial (one trial per user). */
  trialAvailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** The provider's hosted checkout to send the browser to (the local provider's is a page of this app). */
export const subscriptionCheckoutResponseSchema = z.object({ url: z.string() });

/** A checkout session id of the local test provider in a path (`cs_local_sub_…`). */
export const subscriptionSessionParams = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** The local test provider's subscription checkout, as its page shows it. */
export const localSubscriptionSessionSchema = z.object({
  sessionId: z.string(),
  plan: z.literal('standard'),
  monthlyPriceCents: z.number().int(),
  trialDays: z.number().int(),
  /** `completed` once it made a subscription. */
  status: z.enum(['open', 'completed']),
});
export type LocalSubscriptionSession = z.infer<typeof localSubscriptionSessionSchema>;

/** Where the local test checkout sends the browser next. */
export const localSubscriptionResultSchema = z.object({ redirectTo: z.string() });
