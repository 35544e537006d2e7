import { parseRecipe } from '../recipe/parse-recipe';

/**
 * Generation progress (chat-assistant.md §4): on the streaming path the stage is read off the
 * content received so far; the non-streaming path walks fixed stages on a timer.
 */
export const STREAMING_STAGES = {
  preparing: 5,
  analyzing: 10,
  initializing: 10,
  'crafting-title': 20,
  'defining-objectives': 35,
  'establishing-principles': 50,
  'outlining-operations': 70,
  'building-steps': 85,
  finalizing: 95,
} as const;
export type StreamingStage = keyof typeof STREAMING_STAGES;

export const STANDARD_STAGES = [
  { stage: 'structuring', percent: 25 },
  { stage: 'optimizing', percent: 60 },
  { stage: 'finalizing', percent: 80 },
  { stage: 'complete', percent: 100 },
] as const;

const ORDER: StreamingStage[] = [
  'preparing',
  'analyzing',
  'initializing',
  'crafting-title',
  'defining-objectives',
  'establishing-principles',
  'outlining-operations',
  'building-steps',
  'finalizing',
];

/** The furthest stage the content shows. `ended` marks the stream's last moments. */
export function detectStage(content: string, ended = false): { stage: StreamingStage; percent: number } {
  const at = (stage: StreamingStage) => ({ stage, percent: STREAMING_STAGES[stage] });
  if (ended) return at('finalizing');
  const text = content.trim();
  if (!text) return at('preparing');
  const recipe = parseRecipe(text);
  const types = new Set(recipe.sections.map((s) => s.type));
  let stage: StreamingStage = text.length < 40 ? 'analyzing' : 'initializing';
  if (recipe.title) stage = 'crafting-title';
  if (types.has('goal')) stage = 'defining-objectives';
  if (types.has('principles')) stage = 'establishing-principles';
  if (types.has('operations')) stage = 'outlining-operations';
  if (types.has('steps')) stage = 'building-steps';
  return at(stage);
}

/** Stages only move forward: a later detection never lowers the bar. */
export const laterStage = (a: StreamingStage, b: StreamingStage): StreamingStage =>
  ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a;
