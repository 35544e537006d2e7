import {
  type ScoreBand,
  type ScoreRating,
  scoreBand,
  scoreRating,
} from '@shared/contracts/evaluation-report';

/**
 * §9's score colours as the theme's tokens (light and dark alike): green at 4 or more, yellow at
 * 3 or more, red below. The colour is never the only sign: the score and rating word are written.
 */
export const BAND_TEXT: Record<ScoreBand, string> = {
  green: 'text-success',
  yellow: 'text-warning',
  red: 'text-danger',
};

export const BAND_FILL: Record<ScoreBand, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-danger',
};

export const BAND_CHIP: Record<ScoreBand, string> = {
  green: 'border-success/30 bg-success-muted text-success',
  yellow: 'border-warning/40 bg-warning-muted text-warning',
  red: 'border-danger/30 bg-danger-muted text-danger',
};

/** The catalogue key of a rating word. */
export const RATING_KEY: Record<ScoreRating, `rating.${ScoreRating}`> = {
  excellent: 'rating.excellent',
  good: 'rating.good',
  satisfactory: 'rating.satisfactory',
  needs_improvement: 'rating.needs_improvement',
};

/** Band and rating of a 0–5 score (the server's own rules, shared). */
export const gradeOf = (score: number) => ({ band: scoreBand(score), rating: scoreRating(score) });

/** A 0–5 score as a share of its bar, 0–100. */
export const scorePercent = (score: number) => Math.max(0, Math.min(100, (score / 5) * 100));
