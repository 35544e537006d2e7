import { type ParsedRecipe, parseRecipe } from '@shared/recipe/parse-recipe';
import { useDeferredValue, useMemo, useRef } from 'react';
import { VIRTUAL_CHAR_THRESHOLD } from './presenter-device';

/**
 * The parsed recipe of the presenter. A text over 50,000 characters is parsed from a deferred copy,
 * so typing and streaming stay responsive while it is parsed, and `parsing` says the shown result
 * lags the text ('Parsing content...'). A shorter text is parsed at once: the deferred value is
 * then a constant '', so it causes no second render (a deferred copy of every text made each
 * update render and paint twice, bench/render).
 */
export function useParsedRecipe(content: string): { recipe: ParsedRecipe; parsing: boolean } {
  const long = content.length > VIRTUAL_CHAR_THRESHOLD;
  // Mounting with a long text starts from '' too: the first paint says 'Parsing content...'.
  const deferred = useDeferredValue(long ? content : '', long ? '' : undefined);
  const source = long ? deferred : content;
  const parsed = useMemo(() => parseRecipe(source), [source]);
  // Crossing 50,000 characters mid-stream, the deferred copy is '' for a moment: keep showing
  // the last result rather than blanking the reply.
  const last = useRef<ParsedRecipe | null>(null);
  const lagging = long && deferred !== content;
  const recipe = lagging && source === '' && last.current ? last.current : parsed;
  if (source !== '' || !long) last.current = parsed;
  return { recipe, parsing: lagging };
}
