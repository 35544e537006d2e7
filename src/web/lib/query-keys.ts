import type { RecipeListQuery } from '@shared/contracts/recipes';

/**
 * Every TanStack Query key the web app uses, in one place, so a feature that changes another's
 * data (the chat's Save, a generation counting against the usage) invalidates the keys that
 * feature really reads instead of a copy typed by hand. Prefixes matter: invalidating `all`
 * refreshes every key built on it. Type-only imports: this module is on the start-up path
 * (lib/auth/session.ts) and must not pull zod in.
 */
export const queryKeys = {
  session: ['session'] as const,
  clientConfig: ['client-config'] as const,

  /** 'Generations Used n/3': one entry per place that shows it, all refreshed by a generation. */
  usage: {
    all: ['usage'] as const,
    scope: (scope: string) => [...queryKeys.usage.all, scope] as const,
  },

  /**
   * The user's plan and subscription (GET /api/billing/subscription): under usage.all, since it
   * carries 'Generations Used' too and a generation refreshes it with the other counters.
   */
  billing: {
    subscription: ['usage', 'billing-subscription'] as const,
    localSession: (id: string) => ['billing', 'local-session', id] as const,
  },

  chats: {
    all: ['chats'] as const,
    list: (q: string) => [...queryKeys.chats.all, q] as const,
    /** Under the chat list's key, so the live chat events that refresh the sidebar refresh it too. */
    history: ['chats', { history: true }] as const,
    shareState: (chatId: string) => ['chat-share', chatId] as const,
    shared: (shareId: string) => ['shared-chat', shareId] as const,
  },

  recipes: {
    all: ['recipes'] as const,
    lists: () => [...queryKeys.recipes.all, 'list'] as const,
    list: (query: Omit<RecipeListQuery, 'cursor'>) => [...queryKeys.recipes.lists(), query] as const,
    detail: (id: string) => [...queryKeys.recipes.all, 'detail', id] as const,
    search: (q: string) => [...queryKeys.recipes.all, 'search', q] as const,
  },

  /** The signed-in user's preferences (language, theme, formats): one copy for every screen. */
  preferences: ['preferences'] as const,

  /** The signed-in user's notification toggles and quiet hours (the settings' Notifications). */
  notificationPreferences: ['notification-preferences'] as const,

  /**
   * The user's marketplace settings with their onboarding checklist and creator stats: a publish,
   * a creator profile or payment account change makes the checklist stale.
   */
  marketplaceSettings: ['marketplace-settings'] as const,

  /** Whether the user is a creator, and their creator profile as the settings form edits it. */
  creators: {
    status: ['creators', 'status'] as const,
    profile: ['creators', 'profile'] as const,
  },

  /** The user's own AI key as the server shows it (provider, model, last 4): never the key. */
  aiKey: ['ai-key'] as const,

  /** A reader's ticks and pin of one recipe, chat reply or listing (the presenter). */
  readingState: (kind: string, id: string) => ['reading-state', kind, id] as const,

  /** Folder names and counts: a new, moved or deleted recipe changes them. */
  folders: ['folders'] as const,

  /** The marketplace: a purchase or claim invalidates the listing's detail and the owned list. */
  marketplace: {
    all: ['marketplace'] as const,
    /** GET /api/marketplace/listings/:id (the detail page: content and access depend on ownership). */
    detail: (id: string) => [...queryKeys.marketplace.all, 'detail', id] as const,
    /** GET /api/marketplace/listings: a browse listing by its search, category and sort. */
    browse: (query: { q?: string; category?: string; sort: string }) =>
      [...queryKeys.marketplace.all, 'browse', query] as const,
    categories: ['marketplace', 'categories'] as const,
    /** A creator's public page and its grid. */
    creator: (id: string) => [...queryKeys.marketplace.all, 'creator', id] as const,
    creatorListings: (id: string) => [...queryKeys.marketplace.all, 'creator', id, 'listings'] as const,
    /** The user's owned listings (the gallery's 'Purchased' chip). */
    purchases: ['marketplace', 'purchases'] as const,
    checkout: (id: string) => [...queryKeys.marketplace.all, 'checkout', id] as const,
    /** The signed-in visitor's one try of a listing (try before you buy). */
    trial: (id: string) => [...queryKeys.marketplace.all, 'trial', id] as const,
    /** The public sample runs a listing shows, and the creator's own runs of it. */
    samples: (id: string) => [...queryKeys.marketplace.all, 'samples', id] as const,
    runs: (id: string) => [...queryKeys.marketplace.all, 'runs', id] as const,
  },

  /** The creator's analytics and payout history: 'Refresh Data' refetches everything under `all`. */
  creatorAnalytics: {
    all: ['creator-analytics'] as const,
    summary: ['creator-analytics', 'summary'] as const,
    payouts: ['creator-analytics', 'payouts'] as const,
  },

  /**
   * The evaluation dashboard (/internal/evaluation): who the caller is to it, the runs, a run's
   * cases, its report and improvement actions, the history. A logout or a lost session drops
   * everything under `all` but the access.
   */
  evaluation: {
    all: ['evaluation'] as const,
    access: ['evaluation', 'access'] as const,
    runs: ['evaluation', 'runs'] as const,
    run: (id: string) => ['evaluation', 'run', id] as const,
    report: (id: string) => ['evaluation', 'run', id, 'report'] as const,
    improvements: (id: string) => ['evaluation', 'run', id, 'improvements'] as const,
    history: ['evaluation', 'history'] as const,
  },
};
