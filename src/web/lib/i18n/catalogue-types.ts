import type { ErrorKey } from '@shared/errors/error-table';
import type chat from '@web/locales/en/chat.json';
import type common from '@web/locales/en/common.json';
import type marketing from '@web/locales/en/marketing.json';
import type marketingProse from '@web/locales/en/marketing-prose.json';
import type recipes from '@web/locales/en/recipes.json';
import type recipePresenter from '@web/locales/en/recipe-presenter.json';
import type settings from '@web/locales/en/settings.json';
import type sitePages from '@web/locales/en/site-pages.json';
import type settingsNotifications from '@web/locales/en/settings-notifications.json';
import type settingsProfile from '@web/locales/en/settings-profile.json';
import type settingsAiKey from '@web/locales/en/settings-ai-key.json';
import type marketplace from '@web/locales/en/marketplace.json';
import type marketplaceDetail from '@web/locales/en/marketplace-detail.json';
import type marketplacePublish from '@web/locales/en/marketplace-publish.json';
import type marketplaceCommunity from '@web/locales/en/marketplace-community.json';
import type marketplacePurchase from '@web/locales/en/marketplace-purchase.json';
import type marketplaceTrial from '@web/locales/en/marketplace-trial.json';
import type creatorOnboarding from '@web/locales/en/creator-onboarding.json';
import type creatorProfile from '@web/locales/en/creator-profile.json';
import type marketplaceSettings from '@web/locales/en/marketplace-settings.json';
import type creatorAnalytics from '@web/locales/en/creator-analytics.json';
import type billing from '@web/locales/en/billing.json';
import type purchaseHistory from '@web/locales/en/purchase-history.json';
import type metricsDashboard from '@web/locales/en/metrics.json';
import type evaluation from '@web/locales/en/evaluation.json';
import type admin from '@web/locales/en/admin.json';
import type adminOperations from '@web/locales/en/admin-operations.json';
import type messages from '@web/locales/en/messages.json';
import type notifications from '@web/locales/en/notifications.json';
import type recipeCard from '@web/locales/en/recipe-card.json';
import type demos from '@web/locales/en/demos.json';
import type testPages from '@web/locales/en/test-pages.json';

/** English is the source: every language's catalogue has its keys (checked in npm test). */
interface Catalogues {
  common: typeof common;
  chat: typeof chat;
  recipes: typeof recipes;
  'recipe-presenter': typeof recipePresenter;
  settings: typeof settings;
  marketing: typeof marketing;
  'site-pages': typeof sitePages;
  'marketing-prose': typeof marketingProse;
  'settings-notifications': typeof settingsNotifications;
  'settings-profile': typeof settingsProfile;
  'settings-ai-key': typeof settingsAiKey;
  marketplace: typeof marketplace;
  'marketplace-detail': typeof marketplaceDetail;
  'marketplace-publish': typeof marketplacePublish;
  'marketplace-community': typeof marketplaceCommunity;
  'marketplace-purchase': typeof marketplacePurchase;
  'marketplace-trial': typeof marketplaceTrial;
  'creator-onboarding': typeof creatorOnboarding;
  'creator-profile': typeof creatorProfile;
  'marketplace-settings': typeof marketplaceSettings;
  'creator-analytics': typeof creatorAnalytics;
  billing: typeof billing;
  'purchase-history': typeof purchaseHistory;
  metrics: typeof metricsDashboard;
  evaluation: typeof evaluation;
  admin: typeof admin;
  'admin-operations': typeof adminOperations;
  messages: typeof messages;
  notifications: typeof notifications;
  'recipe-card': typeof recipeCard;
  demos: typeof demos;
  'test-pages': typeof testPages;
}

/** The catalogues' namespaces: `common` loads with the app, the others with their screens. */
export type Namespace = keyof Catalogues | 'errors';
/**
 * Namespaces the screens read as structured content: the public site's shell and landing page
 * (`marketing`, loaded with the app), its other pages (`site-pages`) and long-form sections.
 */
export type ContentNamespace = 'marketing' | 'site-pages' | 'marketing-prose';
export type Content<N extends ContentNamespace> = Catalogues[N];

/** Dotted keys of the texts of a catalogue (array items, read as content, are left out). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? Leaves<T[K], `${P}${K}.`>
        : never;
}[keyof T & string];

export type MessageKey<N extends Namespace> = N extends 'errors'
  ? ErrorKey
  : N extends keyof Catalogues
    ? Leaves<Catalogues[N]>
    : never;

/** Values a text names: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date>;

/** A namespace's translator: the text for a key in the current language, its values filled in. */
export type Translate<N extends Namespace = 'common'> = (
  key: MessageKey<N>,
  values?: MessageValues,
) => string;
