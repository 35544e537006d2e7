import { BrandMark } from '@web/components/ui/brand-mark';
import { Link } from 'react-router';
import { useCopy } from '../hooks/use-copy';
import { Container } from './layout-parts';

export function PublicFooter() {
  const { c, t } = useCopy();
  const l = c.footer.links;
  const groups = [
    {
      title: c.footer.product,
      links: [
        ['/features', l.features],
        ['/solutions', l.solutions],
        ['/pricing', l.pricing],
        ['/marketplace', l.marketplace],
        // The earlier landing design stays reachable (and crawlable) from every public page.
        ['/original', l.original],
      ],
    },
    { title: c.footer.company, links: [['/about', l.about], ['/blog', l.blog], ['/contact', l.contact]] },
    {
      title: c.footer.resources,
      links: [['/documentation', l.documentation], ['/documentation#api-reference', l.apiReference], ['/documentation#faq', l.faq]],
    },
    { title: c.footer.legal, links: [['/terms', l.terms], ['/privacy', l.privacy]] },
  ] as const;
  return (
    <footer className="border-t border-border bg-surface">
      <Container className="py-12">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="max-w-xs">
            <Link to="/" className="inline-flex items-center gap-2 rounded-lg" aria-label={c.nav.home}>
              <BrandMark className="size-7" />
              <span className="font-semibold tracking-tight">{c.meta.siteName}</span>
            </Link>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{c.footer.tagline}</p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:contents">
            {groups.map((group) => (
              <nav key={group.title} aria-label={group.title}>
                <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
                <ul className="mt-3 space-y-2">
                  {group.links.map(([to, label]) => (
                    <li key={to}>
                      <Link to={to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <p className="mt-10 border-t border-border pt-6 text-sm text-muted-foreground">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </Container>
    </footer>
  );
}
