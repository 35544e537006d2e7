import { AI_KEY_ERRORS } from './ai-key-errors';
import { AUTH_ERRORS } from './auth-errors';
import { TELEMETRY_ERRORS } from './telemetry-errors';
import { METRICS_ERRORS } from './metrics-errors';
import { EVALUATION_ERRORS } from './evaluation-errors';
import { EVALUATION_SCORING_ERRORS } from './evaluation-scoring-errors';
import { ADMIN_ERRORS } from './admin-errors';
import { ADMIN_OPERATIONS_ERRORS } from './admin-operations-errors';
import { MESSAGING_ERRORS } from './messaging-errors';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';
import { CREATOR_PROFILE_ERRORS } from './creator-profile-errors';
import { MARKETPLACE_SETTINGS_ERRORS } from './marketplace-settings-errors';
import { CREATOR_ANALYTICS_ERRORS } from './creator-analytics-errors';
import { BILLING_ERRORS } from './billing-errors';
import { PURCHASE_HISTORY_ERRORS } from './purchase-history-errors';
import { STRIPE_ERRORS } from './stripe-errors';
import { CHAT_ERRORS } from './chat-errors';
import type { Placeholders } from './error-entry';
import { MARKETPLACE_BROWSE_ERRORS } from './marketplace-browse-errors';
import { MARKETPLACE_COMMUNITY_ERRORS } from './marketplace-community-errors';
import { MARKETPLACE_DETAIL_ERRORS } from './marketplace-detail-errors';
import { MARKETPLACE_ERRORS } from './marketplace-errors';
import { MARKETPLACE_PUBLISH_ERRORS } from './marketplace-publish-errors';
import { MARKETPLACE_PURCHASE_ERRORS } from './marketplace-purchase-errors';
import { MARKETPLACE_TRIAL_ERRORS } from './marketplace-trial-errors';
import { PAYMENT_ACCOUNT_ERRORS } from './payment-account-errors';
import { PREFERENCES_ERRORS } from './preferences-errors';
import { PROFILE_ERRORS } from './profile-errors';
import { RECIPE_ERRORS } from './recipe-errors';
import { READING_STATE_ERRORS } from './reading-state-errors';
import { REQUEST_ERRORS } from './request-errors';

/**
 * Every error a user or API client can be told, by a stable key: its category code (the HTTP
 * status) and its English text. The server throws keys with their parameters and answers the
 * rendered English beside them; the web words a key from its language's catalogue, which is
 * typed against this table (web/locales/en-errors.ts). Kept free of zod and of everything
 * else: the web loads it as a small chunk of its own at the first error.
 *
 * A key ending in `_one` / `_other` is a plural pair: it is thrown by its stem with a `count`.
 */
export const ERROR_TABLE = {
  ...REQUEST_ERRORS,
  ...AUTH_ERRORS,
  ...CHAT_ERRORS,
  ...RECIPE_ERRORS,
  ...READING_STATE_ERRORS,
  ...PREFERENCES_ERRORS,
  ...PROFILE_ERRORS,
  ...AI_KEY_ERRORS,
  ...MARKETPLACE_ERRORS,
  ...MARKETPLACE_COMMUNITY_ERRORS,
  ...MARKETPLACE_DETAIL_ERRORS,
  ...MARKETPLACE_BROWSE_ERRORS,
  ...MARKETPLACE_PUBLISH_ERRORS,
  ...MARKETPLACE_PURCHASE_ERRORS,
  ...MARKETPLACE_TRIAL_ERRORS,
  ...PAYMENT_ACCOUNT_ERRORS,
  ...CREATOR_PROFILE_ERRORS,
  ...MARKETPLACE_SETTINGS_ERRORS,
  ...CREATOR_ANALYTICS_ERRORS,
  ...BILLING_ERRORS,
  ...PURCHASE_HISTORY_ERRORS,
  ...STRIPE_ERRORS,
  ...TELEMETRY_ERRORS,
  ...METRICS_ERRORS,
  ...EVALUATION_ERRORS,
  ...EVALUATION_SCORING_ERRORS,
  ...ADMIN_ERRORS,
  ...ADMIN_OPERATIONS_ERRORS,
  ...MESSAGING_ERRORS,
  ...NOTIFICATIONS_ERRORS,
} as const;

type TableKey = keyof typeof ERROR_TABLE;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Stem<K extends string> = K extends `${infer S}_${PluralSuffix}` ? S : K;

/** A key as throw sites and the web name it (a plural pair by its stem). */
export type ErrorKey = Stem<TableKey>;

type VariantsOf<K extends ErrorKey> = Extract<TableKey, K | `${K}_${PluralSuffix}`>;
type TextOf<K extends ErrorKey> = (typeof ERROR_TABLE)[VariantsOf<K>]['text'];

/** The parameters a key's text names; a plural pair also takes its `count`. */
export type ErrorParams<K extends ErrorKey> = {
  [P in Placeholders<TextOf<K>> | (VariantsOf<K> extends K ? never : 'count')]: P extends 'count'
    ? number
    : string | number;
};

/** Keys whose text has no placeholders: thrown without parameters. */
export type PlainErrorKey = { [K in ErrorKey]: keyof ErrorParams<K> extends never ? K : never }[ErrorKey];

/** `[params]`, optional for a key without placeholders, so a missing parameter fails to compile. */
export type ErrorParamsArg<K extends ErrorKey> = K extends PlainErrorKey
  ? [params?: ErrorParams<K>]
  : [params: ErrorParams<K>];

/** What any error travels as, between server and web: a key and its parameters. */
export interface KeyedError {
  key: string;
  params?: Record<string, string | number>;
}

const englishPlurals = new Intl.PluralRules('en');

/** The table's entry for a key (a plural pair's variant picked by `count`), if it has one. */
export function errorEntry(
  key: string,
  params?: Record<string, unknown>,
): (typeof ERROR_TABLE)[TableKey] | undefined {
  const table = ERROR_TABLE as Record<string, (typeof ERROR_TABLE)[TableKey]>;
  const count = params?.count;
  if (typeof count === 'number')
    return table[`${key}_${englishPlurals.select(count)}`] ?? table[`${key}_other`] ?? table[key];
  return table[key] ?? table[`${key}_other`];
}

export const isErrorKey = (key: string): key is ErrorKey => errorEntry(key, { count: 2 }) !== undefined;

/** Fills `{{name}}` placeholders; a missing one stays visible rather than vanishing. */
function fillPlaceholders(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The English text of a key with its parameters (what the API answers as `message`). */
export function renderErrorText<K extends ErrorKey>(key: K, ...[params]: ErrorParamsArg<K>): string {
  return englishText({ key, params });
}

/** The English text of an error as it travelled (unchecked): an unknown key renders as itself. */
export function englishText({ key, params }: KeyedError): string {
  const entry = errorEntry(key, params);
  return entry ? fillPlaceholders(entry.text, params) : key;
}

/** Every key, plural pairs by their stem: what an error body's `key` may be. */
export const ERROR_KEYS = [
  ...new Set(Object.keys(ERROR_TABLE).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
] as [ErrorKey, ...ErrorKey[]];

/** What a signed-out caller may be told: the general words, or an endpoint's own (platform.md §8). */
export type SignedOutKey = Extract<PlainErrorKey, `auth.signIn${string}`>;
