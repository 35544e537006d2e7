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
    sectionPieces(section.content).forEach((piece, i) => {
      if (piece.kind !== 'item') return;
      total += 1;
      if (completed.has(itemKey(s, i))) done += 1;
    });
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
