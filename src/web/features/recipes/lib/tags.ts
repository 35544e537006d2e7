import { normalizeTags } from '@shared/contracts/recipes';

/**
 * Adds one typed tag (platform.md §5): trimmed, empty input ignored, a duplicate (any case) not
 * added. Returns null when nothing changes, so callers skip the save.
 */
export function addTag(tags: readonly string[], input: string): string[] | null {
  const tag = input.trim();
  if (!tag) return null;
  const next = normalizeTags([...tags, tag]);
  return next.length === tags.length ? null : next;
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
