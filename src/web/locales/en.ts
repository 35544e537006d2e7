/**
 * English UI strings. Every text the web app shows comes from here so later languages only add
 * a file. Quoted spec texts (chat-assistant.md §8, platform.md §2) are kept word for word.
 */
export const en = {
  app: {
    name: 'Recipe Forge',
    tagline: 'Prompt recipes, forged by chat',
    skipToContent: 'Skip to main content',
    loadingContent: 'Loading your content...',
    offlineBadge: 'Offline mode',
    offlineBadgeHint: 'Backend services are unavailable. Some features are limited.',
  },
  startup: {
    initializing: 'Initializing application...',
    initializingHint: 'Connecting to Recipe Forge services',
  },
  offline: {
    heading: 'Services unavailable',
    timeout:
      'Recipe Forge services are currently unavailable. The app will continue in offline mode with limited functionality.',
    unavailable: 'Backend services are unavailable, so the app runs with limited functionality.',
    detailLabel: 'Details',
    availableTitle: 'Available',
    available: {
      cachedRecipes: 'Cached recipes',
      documentation: 'Documentation',
      help: 'Help',
    },
    unavailableTitle: 'Unavailable',
    unavailableFeatures: {
      authentication: 'Authentication',
      savingRecipes: 'Saving recipes',
      realtimeSync: 'Real-time sync',
      aiFeatures: 'AI features',
    },
    continue: 'Continue in Offline Mode',
    retry: 'Retry Connection',
    errors: {
      network: 'Network error: Could not connect to Recipe Forge services. Please check your connection.',
      failed: 'Failed to initialize application: {{message}}',
      httpStatus: 'the server answered with status {{status}}',
    },
  },
  nav: {
    label: 'Main navigation',
    sidebar: 'Sidebar',
    openSidebar: 'Open sidebar',
    closeSidebar: 'Close sidebar',
    home: 'Recipe Forge home',
    newRecipe: 'New Recipe',
    gallery: 'Gallery',
    marketplace: 'Marketplace',
    documentation: 'Documentation',
    messages: 'Messages',
    chatHistory: 'Chat History',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    void: 'Void',
    system: 'System',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    description:
      "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    requested: 'Requested address',
    home: 'Go to home',
    back: 'Go back',
    documentTitle: 'Page not found · Recipe Forge',
  },
  errors: {
    titles: {
      popupSecurity: 'Authentication Security Notice',
      auth: 'Authentication Error',
      context: 'Context Error',
      react: 'React Error',
      initOrder: 'Something went wrong',
      generic: 'Something went wrong',
      application: 'Application Error',
    },
    descriptions: {
      popupSecurity:
        'Your browser blocked or closed a sign-in window for security reasons. Allow pop-ups for this site and try again.',
      auth: 'There was a problem with authentication. Please try again.',
      context: 'Part of the app was used before it was ready. Trying again usually fixes this.',
      react: 'A part of the page failed to render.',
      initOrder: 'The app loaded in the wrong order. Refreshing the page usually fixes this.',
      generic: 'An unexpected error occurred while showing this page.',
      application: 'An unexpected error stopped the application.',
    },
    technicalDetails: 'Technical details',
    tryAgain: 'Try Again',
    attemptsRemaining_one: '{{count}} attempt remaining',
    attemptsRemaining_other: '{{count}} attempts remaining',
    noAttemptsRemaining: 'No attempts remaining. Reload the page to start fresh.',
    reloadPage: 'Reload Page',
    resetState: 'Reset Error State',
    refresh: 'Refresh',
    clearAndRefresh: 'Clear local storage and refresh',
    autoRetry: 'Retrying automatically in {{seconds}} seconds...',
  },
  errorTest: {
    title: 'Error boundary test',
    description:
      'Each button throws one class of error while the page renders, so the error boundaries can be checked.',
    keepFailing: 'Keep failing on Try Again',
    keepFailingHint: 'The error is kept in the address, so Try Again fails again and uses up an attempt.',
    throw: 'Throw',
    kinds: {
      popupSecurity: {
        label: 'Popup security error',
        hint: 'A sign-in popup blocked by the browser',
      },
      auth: { label: 'Authentication error', hint: 'An expired or invalid session' },
      context: { label: 'Context error', hint: 'A hook used outside its provider' },
      react: { label: 'React error', hint: 'An invalid hook call' },
      initOrder: {
        label: 'Initialisation-order error',
        hint: 'A module used before it loaded (reloads once)',
      },
      generic: { label: 'Generic error', hint: 'Any other failure' },
    },
  },
} as const;

export type Translation = typeof en;
