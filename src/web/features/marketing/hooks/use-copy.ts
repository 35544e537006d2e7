import { useContent, useT } from '@web/lib/i18n';

/** The public site's copy in the current language: `c` its structure (plans, posts, sections), `t` its texts with values. */
export function useCopy() {
  return { c: useContent('marketing'), t: useT('marketing') };
}
