/**
 * Business constants from the specification (chat-assistant.md §9, platform.md §9).
 * Both the server and the browser read them from here so the two never disagree.
 */
export const APP_NAME = 'Recipe Forge';

export const LIMITS = {
  loginAttempts: 5,
  loginWindowMs: 300_000,
  toastDurationMs: 4_000,
  loadingAutoRecoveryMs: 30_000,
  streamingSlowWarningMs: 90_000,
  streamingQualityCheckMs: 5_000,
  streamRetries: 2,
  streamRetryDelayMs: 2_000,
  duplicateHashWindowMs: 30_000,
  duplicateSendWindowMs: 5_000,
  similarityThreshold: 0.7,
  textareaMinHeightPx: 20,
  textareaMaxHeightPx: 120,
  imageMaxWidth: 1920,
  imageMaxHeight: 1080,
  imageQuality: 0.8,
  recipeTitleMax: 200,
  descriptionMax: 500,
  goalSummaryChars: 200,
  tagsMaxSaved: 15,
  tagsFromMarketplaceGenerator: 10,
  thinkingConfidenceMin: 0.15,
  minPasswordLength: 6,
} as const;

export const UI_TIMINGS = {
  /** App start: how long to wait for the backend before the offline screen. */
  startupTimeoutMs: 5_000,
  /** Protected routes wait this long for auth to settle. */
  authSettleMs: 500,
  errorBoundaryRetries: 3,
  /** Initialisation-order errors retry automatically after this delay. */
  initOrderRetryMs: 3_000,
  progressResetMs: 1_500,
  copyFeedbackMs: 2_000,
} as const;

export const LAYOUT = {
  /** The sidebar is open by default from this width up, and is an overlay below it. */
  mobileBreakpointPx: 768,
  sidebarWidthPx: 280,
  sidebarWidthMediumPx: 260,
} as const;

/** Server-sent events keep-alive interval (DESIGN.md). */
export const SSE_KEEPALIVE_MS = 15_000;

export const THEME_MODES = ['light', 'dark', 'void', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = Exclude<ThemeMode, 'system'>;
