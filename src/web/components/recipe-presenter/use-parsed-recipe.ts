import { type ParsedRecipe, type ParsedSection, parseRecipe } from '@shared/recipe/parse-recipe';
import { useDeferredValue, useMemo, useRef } from 'react';
import { VIRTUAL_CHAR_THRESHOLD } from './presenter-device';

/**
 * The parsed recipe of the presenter.
 *
 * A long text (over 50,000 characters) that arrives whole (a saved recipe opened, a big paste) is
 * parsed from a deferred copy, so the page stays responsive and `parsing` says the shown result
 * lags the text ('Parsing content...'). A streaming text is parsed at once on every update: the
 * stream's buffer already paces the updates, and a deferred copy would render and paint each one
 * twice (bench/render). A short text is parsed at once, in one render.
 *
 * Sections equal to the previous parse's keep their identity, so everything keyed on a section
 * (the cards' memo, the stats' per-section counts) does no work for the sections a stream has left
 * behind: only the one being written changes.
 */
export function useParsedRecipe(
  content: string,
  streaming = false,
): { recipe: ParsedRecipe; parsing: boolean } {
  const defer = content.length > VIRTUAL_CHAR_THRESHOLD && !streaming;
  // Mounting with a long text starts from '' too: the first paint says 'Parsing content...'.
  const deferred = useDeferredValue(defer ? content : '', defer ? '' : undefined);
  const source = defer ? deferred : content;
  const previous = useRef<ParsedRecipe | null>(null);
  const parsed = useMemo(() => shareSections(parseRecipe(source), previous.current), [source]);
  // Crossing 50,000 characters, or a stream ending on a long text, the deferred copy is '' for a
  // moment: keep showing the last result rather than blanking the reply.
  const lagging = defer && deferred !== content;
  const recipe = lagging && source === '' && previous.current ? previous.current : parsed;
  if (source !== '' || !defer) previous.current = parsed;
  return { recipe, parsing: lagging };
}

const sameSection = (a: ParsedSection, b: ParsedSection) =>
  a.title === b.title &&
  a.type === b.type &&
  a.priority === b.priority &&
  a.content.length === b.content.length &&
  a.content.every((line, i) => line === b.content[i]);

/** `next` with each section equal to the one at its index in `previous` replaced by that one. */
export function shareSections(next: ParsedRecipe, previous: ParsedRecipe | null): ParsedRecipe {
  if (!previous) return next;
  let changed = next.title !== previous.title || next.sections.length !== previous.sections.length;
  const sections = next.sections.map((section, i) => {
    const before = previous.sections[i];
    if (before && sameSection(before, section)) return before;
    changed = true;
    return section;
  });
  return changed ? { ...next, sections } : previous;
}
