import type { ParsedSection } from '@shared/recipe/parse-recipe';
import { sectionPieces } from '@shared/recipe/section-items';
import { itemKey } from './use-reading-state';

export interface ReadingStats {
  completed: number;
  total: number;
  /** 0–100, rounded down so 100 means every item is done. */
  percent: number;
  sections: number;
}

/**
 * The indices of a section's tickable pieces, kept per section object: the presenter keeps the
 * objects of unchanged sections from one parse to the next (use-parsed-recipe.ts), so a stream
 * re-reads only the section being written, not the whole recipe, on every update.
 */
const itemsOf = new WeakMap<ParsedSection, number[]>();
function tickableItems(section: ParsedSection): number[] {
  let items = itemsOf.get(section);
  if (!items) {
    items = [];
    for (const [i, piece] of sectionPieces(section.content).entries())
      if (piece.kind === 'item') items.push(i);
    itemsOf.set(section, items);
  }
  return items;
}

/**
 * The presenter's stats line (platform.md §2 "stats: completed count, progress percentage, section
 * count"). Items are the tickable pieces (a code block has no box); a saved tick of an item the
 * recipe no longer has (it was edited) is not counted.
 */
export function readingStats(
  sections: readonly ParsedSection[],
  completed: ReadonlySet<string>,
): ReadingStats {
  let total = 0;
  let done = 0;
  sections.forEach((section, s) => {
    const items = tickableItems(section);
    total += items.length;
    if (completed.size > 0) for (const i of items) if (completed.has(itemKey(s, i))) done += 1;
  });
  return {
    completed: done,
    total,
    percent: total === 0 ? 0 : Math.floor((done / total) * 100),
    sections: sections.length,
  };
}

/** The ticked item indices of each section, for the memoised cards (one set per ticked section). */
export function ticksBySection(completed: ReadonlySet<string>): Map<number, Set<number>> {
  const map = new Map<number, Set<number>>();
  for (const key of completed) {
    const [s, i] = key.split(':').map(Number);
    if (!Number.isInteger(s) || !Number.isInteger(i)) continue;
    const set = map.get(s!) ?? new Set<number>();
    set.add(i!);
    map.set(s!, set);
  }
  return map;
}
