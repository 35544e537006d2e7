import { useContent, useT } from '@web/lib/i18n';
import { useMemo } from 'react';

/**
 * The copy of the public site's pages other than the landing page (features, pricing, about, blog,
 * contact, documentation, legal): their namespace loads with them, not with the app, beside the
 * shell's (`c.nav`, `c.common`…). `t` words their texts with values.
 */
export function usePageCopy() {
  const shell = useContent('marketing');
  const pages = useContent('site-pages');
  const c = useMemo(() => ({ ...shell, ...pages }), [shell, pages]);
  return { c, t: useT('site-pages') };
}
