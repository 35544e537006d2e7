import { usePageCopy } from '../hooks/use-page-copy';
import { useProse } from '../hooks/use-prose';
import { usePageMeta } from '../hooks/use-page-meta';
import { ProsePage } from './prose-page';

/** /documentation with the anchors of platform.md §2; describes the product as it really works. */
export function DocumentationPage() {
  const { c } = usePageCopy();
  const prose = useProse();
  usePageMeta({ title: c.docs.metaTitle, description: c.docs.metaDescription });
  return (
    <ProsePage
      title={c.docs.title}
      subtitle={c.docs.subtitle}
      tocLabel={c.docs.onThisPage}
      sections={prose.docs}
    />
  );
}
