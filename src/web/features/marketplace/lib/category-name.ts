import type { Translate } from '@web/lib/i18n';

/** Category ids the publish page offers (shared/marketplace/categories.ts), worded in the catalogue. */
const KNOWN = {
  general: 'categories.general',
  'ai-ml': 'categories.ai-ml',
  'data-science': 'categories.data-science',
  blockchain: 'categories.blockchain',
  optimization: 'categories.optimization',
} as const;

/** 'software-engineering' -> 'Software Engineering': a readable name for an id without a wording. */
export function readableCategory(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A category's friendly name (platform.md §2: AI & ML, Data Science, Blockchain, Optimization). */
export function categoryName(t: Translate<'marketplace'>, id: string): string {
  if (!id) return t('card.defaultCategory');
  return Object.hasOwn(KNOWN, id) ? t(KNOWN[id as keyof typeof KNOWN]) : readableCategory(id);
}
