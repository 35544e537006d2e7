import { Button, buttonClasses } from '@web/components/ui/button';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { cn } from '@web/lib/cn';
import {
  ArrowLeft,
  Bot,
  Briefcase,
  Code2,
  Coins,
  Cpu,
  FolderOpen,
  GraduationCap,
  Layers,
  Link2,
  type LucideIcon,
  MessageSquare,
  Newspaper,
  Paperclip,
  Search,
  Settings2,
  Store,
} from 'lucide-react';
import { Link } from 'react-router';
import { MARKETING_TIMINGS } from '../constants';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { Container, PageIntro, SectionHeading } from './layout-parts';

const FEATURE_ICONS: LucideIcon[] = [MessageSquare, Layers, FolderOpen, Paperclip, Link2, Store, Coins, Cpu];
const USE_CASE_ICONS: LucideIcon[] = [Newspaper, Code2, GraduationCap, Settings2, Search, Briefcase];

/**
 * /features (platform.md §2): eight feature cards, one highlighted in turn every 3 s. The
 * highlight is a colour change, not movement, so it runs with reduced motion too (the colour
 * transition is shortened by the global reduced-motion rule).
 */
export function FeaturesPage({ intervalMs = MARKETING_TIMINGS.featuresHighlightMs }: { intervalMs?: number }) {
  const { c } = usePageCopy();
  const f = c.features;
  usePageMeta({ title: f.metaTitle, description: f.metaDescription });
  const { index } = useRotatingIndex(f.items.length, intervalMs);

  return (
    <>
      <PageIntro title={f.title} subtitle={f.subtitle} />
      <Container className="py-16">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="feature-cards">
          {f.items.map((item, i) => {
            const Icon = FEATURE_ICONS[i] ?? Bot;
            const active = i === index;
            return (
              <li
                key={item.title}
                data-highlighted={active}
                aria-current={active ? 'true' : undefined}
                className={cn(
                  'rounded-2xl border p-6 transition-[border-color,background-color,box-shadow] duration-500',
                  active ? 'border-primary/60 bg-accent/60 shadow-md' : 'border-border bg-surface shadow-xs',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-10 items-center justify-center rounded-xl transition-colors duration-500',
                    active ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 className="mt-4 font-semibold">{item.title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="use-cases" className="mt-20">
          <SectionHeading id="use-cases" title={f.useCasesTitle} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {f.useCases.map((u, i) => {
              const Icon = USE_CASE_ICONS[i] ?? Bot;
              return (
                <li key={u.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <div>
                    <h3 className="font-semibold">{u.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{u.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <div className="mt-16 flex flex-wrap justify-center gap-3">
          <Button onClick={() => openAuthPrompt('signup')}>{f.startFreeTrial}</Button>
          <Link to="/" className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {f.backHome}
          </Link>
        </div>
      </Container>
    </>
  );
}
