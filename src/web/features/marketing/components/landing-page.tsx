import { Button, buttonClasses } from '@web/components/ui/button';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { cn } from '@web/lib/cn';
import {
  ArrowRight,
  BookOpen,
  Bot,
  Code2,
  Cpu,
  FolderOpen,
  Layers,
  Link2,
  type LucideIcon,
  MessageSquare,
  Puzzle,
  Search,
  ShieldCheck,
  Store,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { MARKETING_TIMINGS } from '../constants';
import { useCopy } from '../hooks/use-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { Container, SectionHeading } from './layout-parts';
import { RecipeCarousel } from './recipe-carousel';
import { TaskForm } from './task-form';
import { TuringMachineDemo } from './turing-machine-demo';

const AGENT_ICONS: LucideIcon[] = [Layers, Search, Code2, ShieldCheck, Puzzle];
const FEATURE_ICONS: LucideIcon[] = [MessageSquare, Layers, FolderOpen, Link2, Store, Cpu];

export function Claims() {
  const { c } = useCopy();
  const items = [c.claims.accuracy, c.claims.domains, c.claims.users];
  return (
    <section aria-label={c.claims.label} className="border-y border-border bg-surface">
      <Container className="grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
        {items.map((item) => (
          <p key={item.rest} className="text-center">
            <strong className="block text-3xl font-semibold tracking-tight text-foreground">{item.figure}</strong>{' '}
            <span className="text-sm text-muted-foreground">{item.rest}</span>
          </p>
        ))}
        <p className="text-center">
          <strong className="block text-3xl font-semibold tracking-tight text-foreground">
            {c.claims.trial.split(' ')[0]}
          </strong>{' '}
          <span className="text-sm text-muted-foreground">{c.claims.trial.split(' ').slice(1).join(' ')}</span>
        </p>
      </Container>
    </section>
  );
}

function CoreFeatures() {
  const { c, t } = useCopy();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const items = c.landing.features.items;
  // platform.md §9: landing rotation index modulo 6 every 3 s. Reduced motion: no rotation at all.
  const { index } = useRotatingIndex(items.length, MARKETING_TIMINGS.landingRotationMs, reducedMotion);
  return (
    <section aria-labelledby="core-features" className="py-20">
      <Container>
        <SectionHeading id="core-features" eyebrow={c.landing.features.eyebrow} title={c.landing.features.title} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, i) => {
            const Icon = FEATURE_ICONS[i] ?? Bot;
            const active = !reducedMotion && i === index;
            return (
              <li
                key={item.title}
                className={cn(
                  'flex flex-col rounded-2xl border bg-surface p-6 transition-[border-color,box-shadow] duration-500',
                  active ? 'border-primary/60 shadow-md' : 'border-border shadow-xs',
                )}
              >
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
                <button
                  type="button"
                  onClick={() => void navigate('/chat', { state: { initialQuery: item.query } })}
                  aria-label={t('landing.features.tryLabel', { title: item.title })}
                  className="mt-4 inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary hover:underline"
                >
                  {c.landing.features.tryIt}
                  <ArrowRight aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

/** The landing page (platform.md §2 "Landing and public pages"). */
export function LandingPage() {
  const { c } = useCopy();
  const l = c.landing;
  usePageMeta({ title: l.metaTitle, description: l.metaDescription, fullTitle: true });

  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 h-[480px] bg-[radial-gradient(ellipse_at_center,color-mix(in_srgb,var(--primary)_16%,transparent),transparent_65%)]"
        />
        <Container className="relative flex flex-col items-center py-16 text-center sm:py-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
            {l.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {l.title}
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground text-pretty sm:text-lg">
            {l.subtitle}
          </p>
          <div className="mt-10 w-full max-w-2xl">
            <TaskForm />
          </div>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/documentation" className={buttonClasses('secondary')}>
              <BookOpen aria-hidden="true" />
              {l.readDocs}
            </Link>
            <Link to="/marketplace" className={buttonClasses('ghost')}>
              <Store aria-hidden="true" />
              {l.exploreMarketplace}
            </Link>
          </div>
        </Container>
      </section>

      <Claims />

      <section aria-labelledby="carousel-title" className="py-20">
        <Container>
          <SectionHeading id="carousel-title" eyebrow={l.carousel.eyebrow} title={l.carousel.title} subtitle={l.carousel.subtitle} />
          <div className="mt-10">
            <RecipeCarousel />
          </div>
        </Container>
      </section>

      <section aria-labelledby="agents-title" className="border-y border-border bg-surface/60 py-20">
        <Container>
          <SectionHeading id="agents-title" eyebrow={l.agents.eyebrow} title={l.agents.title} subtitle={l.agents.subtitle} />
          <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {l.agents.items.map((agent, i) => {
              const Icon = AGENT_ICONS[i] ?? Bot;
              return (
                <li key={agent.name} className="rounded-2xl border border-border bg-surface p-5 shadow-xs">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <p className="mt-4 text-xs font-semibold tracking-wide text-primary uppercase">{agent.role}</p>
                  <h3 className="mt-1 font-semibold">{agent.name}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{agent.description}</p>
                </li>
              );
            })}
          </ol>
        </Container>
      </section>

      <CoreFeatures />

      <section aria-labelledby="how-title" className="border-y border-border bg-surface/60 py-20">
        <Container>
          <SectionHeading id="how-title" eyebrow={l.how.eyebrow} title={l.how.title} />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {l.how.steps.map((s, i) => (
              <li key={s.title} className="relative rounded-2xl border border-border bg-surface p-6">
                <span className="font-mono text-sm font-semibold text-primary">0{i + 1}</span>
                <h3 className="mt-2 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{s.body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="turing-title" className="py-20">
        <Container>
          <SectionHeading id="turing-title" eyebrow={l.turing.eyebrow} title={l.turing.title} subtitle={l.turing.subtitle} />
          <div className="mt-10">
            <TuringMachineDemo />
          </div>
        </Container>
      </section>

      <section aria-labelledby="marketplace-title" className="border-t border-border bg-surface/60 py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="marketplace-title" align="left" eyebrow={l.marketplace.eyebrow} title={l.marketplace.title} />
            <p className="mt-4 leading-relaxed text-muted-foreground">{l.marketplace.body}</p>
            <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-6')}>
              {l.exploreMarketplace}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-3">
            {l.marketplace.points.map((point, i) => (
              <li key={point} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
                <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent font-mono text-sm font-semibold text-accent-foreground">
                  {i + 1}
                </span>
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="cta-title" className="py-20">
        <Container>
          <div className="rounded-3xl border border-border bg-surface px-6 py-12 text-center shadow-sm sm:px-12">
            <h2 id="cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              {l.cta.title}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{l.cta.body}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button onClick={() => openAuthPrompt('signup')}>{l.cta.startTrial}</Button>
              <Link to="/contact" className={buttonClasses('secondary')}>
                {l.cta.contactSales}
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
