/** Timings and sizes of the public site (platform.md §4, §9). */
export const MARKETING_TIMINGS = {
  /** Landing recipe carousel: one slide every 5 s. */
  carouselIntervalMs: 5_000,
  /** Carousel slide animation. */
  carouselAnimationMs: 300,
  /** /features: the highlighted card moves every 3 s. */
  featuresHighlightMs: 3_000,
  /** Landing core features: rotation index modulo 6, every 3 s. */
  landingRotationMs: 3_000,
  /** Demo Turing machine: one step every 800 ms. */
  turingStepMs: 800,
} as const;

export const TURING_TAPE_CELLS = 8;
