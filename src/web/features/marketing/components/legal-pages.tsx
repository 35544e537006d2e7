import { useFormat } from '@web/lib/format/use-format';
import { usePageCopy } from '../hooks/use-page-copy';
import { useProse } from '../hooks/use-prose';
import { usePageMeta } from '../hooks/use-page-meta';
import { ProsePage } from './prose-page';

/** /terms: the last-updated date is today (platform.md §2), with the spec's billing terms. */
export function TermsPage() {
  const { c, t } = usePageCopy();
  const prose = useProse();
  const format = useFormat();
  usePageMeta({ title: c.terms.metaTitle, description: c.terms.metaDescription });
  return (
    <ProsePage title={c.terms.title} tocLabel={c.docs.onThisPage} sections={prose.terms}>
      <p className="mt-4 text-center text-sm text-muted-foreground" data-testid="last-updated">
        {t('terms.lastUpdated', { date: format.date(new Date()) })}
      </p>
    </ProsePage>
  );
}

/** /privacy: what this product stores and why. */
export function PrivacyPage() {
  const { c } = usePageCopy();
  const prose = useProse();
  usePageMeta({ title: c.privacy.metaTitle, description: c.privacy.metaDescription });
  return <ProsePage title={c.privacy.title} tocLabel={c.docs.onThisPage} sections={prose.privacy} />;
}
