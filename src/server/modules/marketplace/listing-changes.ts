import type { ListingChanges, SectionChange } from '@shared/contracts/marketplace-detail';
import { parseRecipe } from '@shared/recipe/parse-recipe';

/** A version of a listing as the comparison needs it. */
export interface VersionText {
  version: number;
  title: string;
  content: string;
}

const sectionKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * What changed between the version an owner last read and the current one (issue 20 §1: owners
 * can see what changed): each section of either version, matched by its name, is added, removed
 * or changed; unchanged sections are left out. Current sections come first in their order, then
 * the removed ones in the old order.
 */
export function listingChanges(from: VersionText, to: VersionText): ListingChanges {
  const before = new Map<string, { title: string; body: string }>();
  for (const s of parseRecipe(from.content).sections)
    before.set(sectionKey(s.title), { title: s.title, body: s.content.join('\n').trim() });
  const sections: SectionChange[] = [];
  const seen = new Set<string>();
  for (const s of parseRecipe(to.content).sections) {
    const key = sectionKey(s.title);
    if (seen.has(key)) continue;
    seen.add(key);
    const old = before.get(key);
    if (!old) sections.push({ section: s.title, change: 'added' });
    else if (old.body !== s.content.join('\n').trim()) sections.push({ section: s.title, change: 'changed' });
  }
  for (const [key, old] of before)
    if (!seen.has(key)) sections.push({ section: old.title, change: 'removed' });
  return {
    fromVersion: from.version,
    toVersion: to.version,
    titleChanged: from.title.trim() !== to.title.trim(),
    sections,
  };
}
