import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { MARKETING_TIMINGS } from '../constants';
import { useCopy } from '../hooks/use-copy';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';

/**
 * The landing page's recipe carousel (platform.md §4, §9): five slides, one every 5 s, wrapping
 * after the last, 300 ms slide animation. It pauses while hovered or focused, and has its own
 * pause button (WCAG 2.2.2). With prefers-reduced-motion it keeps rotating but swaps slides
 * without the sliding animation.
 */
export function RecipeCarousel({ intervalMs = MARKETING_TIMINGS.carouselIntervalMs }: { intervalMs?: number }) {
  const { c, t } = useCopy();
  const slides = c.landing.carousel.slides;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const { index, setIndex, next, previous } = useRotatingIndex(slides.length, intervalMs, hovered || focused || stopped);
  const copy = c.landing.carousel;

  const trackStyle: CSSProperties = {
    transform: `translateX(-${index * 100}%)`,
    transitionDuration: reducedMotion ? '0ms' : `${MARKETING_TIMINGS.carouselAnimationMs}ms`,
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      data-testid="recipe-carousel"
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto w-full max-w-3xl"
    >
      <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
        <div className="flex transition-transform ease-out" style={trackStyle} aria-live={stopped ? 'polite' : 'off'}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.carousel.slideOf', { n: i + 1, total: slides.length })}
              aria-hidden={i !== index}
              inert={i !== index}
              className="w-full shrink-0 p-6 sm:p-8"
            >
              <p className="inline-flex rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
                {slide.domain}
              </p>
              <h3 className="mt-3 text-xl font-semibold tracking-tight">{slide.title}</h3>
              <dl className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr]">
                <div className="sm:col-span-2">
                  <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.goal}</dt>
                  <dd className="mt-1 text-[15px] leading-relaxed">{slide.goal}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.principles}</dt>
                  <dd className="mt-1">
                    <ul className="space-y-1 text-sm">
                      {slide.principles.map((p) => (
                        <li key={p} className="flex gap-2">
                          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                          {p}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.steps}</dt>
                  <dd className="mt-1">
                    <ol className="space-y-1 text-sm">
                      {slide.steps.map((s, n) => (
                        <li key={s} className="flex gap-2">
                          <span className="w-4 shrink-0 font-mono text-xs leading-5 text-muted-foreground">{n + 1}.</span>
                          {s}
                        </li>
                      ))}
                    </ol>
                  </dd>
                </div>
              </dl>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <Button variant="ghost" size="icon" onClick={previous} aria-label={copy.previous}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('landing.carousel.goTo', { n: i + 1 })}
              aria-current={i === index}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === index ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </div>
        <Button variant="ghost" size="icon" onClick={next} aria-label={copy.next}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? copy.play : copy.pause}
          aria-pressed={stopped}
        >
          {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
      </div>
    </section>
  );
}
