/**
 * The plans Recipe Forge sells (DESIGN.md "Plans"; platform.md §6, §9): what /pricing shows is
 * exactly this table. Free has the server's FREE_GENERATIONS a month; Standard is $9.99 a month,
 * unlimited, with the 14-day free trial without a card that the public pages promise; Enterprise
 * has no price, only a conversation. The server charges from here and never from a request.
 */
export type PlanId = 'free' | 'standard' | 'enterprise';

/** A plan's selling points, by key: the web words them (namespace `billing`, `features.*`). */
export type PlanFeature =
  | 'monthlyGenerations'
  | 'unlimitedGenerations'
  | 'allRecipeTypes'
  | 'unlimitedSaving'
  | 'gallery'
  | 'marketplace'
  | 'prioritySupport'
  | 'everythingInStandard'
  | 'teamOnboarding'
  | 'invoicing';

export interface Plan {
  id: PlanId;
  /** Whole cents a month; null when the price is agreed in a conversation (Enterprise). */
  monthlyPriceCents: number | null;
  trialDays: number;
  features: readonly PlanFeature[];
}

export const FREE_PLAN = {
  id: 'free',
  monthlyPriceCents: 0,
  trialDays: 0,
  features: ['monthlyGenerations', 'unlimitedSaving', 'gallery', 'marketplace'],
} as const satisfies Plan;

export const STANDARD_PLAN = {
  id: 'standard',
  /** platform.md §9: $9.99 per month. */
  monthlyPriceCents: 999,
  /** The free trial without a card (DESIGN.md "Plans"). */
  trialDays: 14,
  features: ['unlimitedGenerations', 'allRecipeTypes', 'unlimitedSaving', 'prioritySupport'],
} as const satisfies Plan;

export const ENTERPRISE_PLAN = {
  id: 'enterprise',
  monthlyPriceCents: null,
  trialDays: 0,
  features: ['everythingInStandard', 'teamOnboarding', 'invoicing'],
} as const satisfies Plan;

/** In the order /pricing shows them. */
export const PLANS: readonly Plan[] = [FREE_PLAN, STANDARD_PLAN, ENTERPRISE_PLAN];

/** The one currency sold in. */
export const PLAN_CURRENCY = 'usd' as const;

/** platform.md §4, §9: a period ends 30 days (2,592,000,000 ms) after it starts. */
export const SUBSCRIPTION_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** The profile's priceId for the Standard plan's monthly price (platform.md §3 User document). */
export const STANDARD_PRICE_ID = 'standard-monthly';

/** Where the provider's checkout sends the browser back (paths of this app). */
export const SUBSCRIPTION_SUCCESS_PATH = '/settings?tab=subscription&upgraded=1';
export const SUBSCRIPTION_CANCEL_PATH = '/pricing';
