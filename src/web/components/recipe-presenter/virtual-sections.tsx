import type { ParsedSection } from '@shared/recipe/parse-recipe';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** platform.md §9: the virtualised view's default maximum height. */
export const VIRTUAL_MAX_HEIGHT_PX = 600;
const OVERSCAN_PX = 300;
const GAP_PX = 12;

const estimate = (section: ParsedSection, open: boolean) => (open ? 64 + section.content.length * 28 : 60);

/**
 * The virtualised sectioned view for long recipes: a scroller of at most 600 px that renders only
 * the sections in (or near) view, absolutely placed at offsets from measured (or estimated)
 * heights. While the reply streams it follows the end unless the reader scrolled up in it.
 */
export function VirtualSections({
  sections,
  isOpen,
  renderSection,
  streaming,
}: {
  sections: readonly ParsedSection[];
  isOpen: (index: number) => boolean;
  renderSection: (index: number) => ReactNode;
  streaming: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<number, number>());
  const [scrollTop, setScrollTop] = useState(0);
  const [, setVersion] = useState(0);
  const follow = useRef(true);
  const observer = useRef<ResizeObserver | null>(null);

  // One ref callback per section index, kept across renders: a new callback each render would make
  // React detach and re-attach every visible section on every streamed update, and each
  // observe() of an element queues a fresh resize notice (and a re-render) for it (bench/render).
  const refs = useRef(new Map<number, (el: HTMLElement | null) => void>());
  const observed = useRef(new Map<number, HTMLElement>());
  const refFor = useCallback((index: number) => {
    let ref = refs.current.get(index);
    if (!ref) {
      ref = (el: HTMLElement | null) => {
        const before = observed.current.get(index);
        if (before && before !== el) {
          observer.current?.unobserve(before);
          observed.current.delete(index);
        }
        if (!el || before === el || typeof ResizeObserver === 'undefined') return;
        observer.current ??= new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const i = Number((entry.target as HTMLElement).dataset.index);
            const h = Math.ceil(entry.contentRect.height);
            if (h > 0 && heights.current.get(i) !== h) {
              heights.current.set(i, h);
              changed = true;
            }
          }
          if (changed) setVersion((v) => v + 1);
        });
        el.dataset.index = String(index);
        observer.current.observe(el);
        observed.current.set(index, el);
      };
      refs.current.set(index, ref);
    }
    return ref;
  }, []);

  useLayoutEffect(() => () => observer.current?.disconnect(), []);

  const offsets: number[] = [];
  let total = 0;
  sections.forEach((section, i) => {
    offsets.push(total);
    total += (heights.current.get(i) ?? estimate(section, isOpen(i))) + GAP_PX;
  });

  const viewport = scroller.current?.clientHeight || VIRTUAL_MAX_HEIGHT_PX;
  const from = scrollTop - OVERSCAN_PX;
  const to = scrollTop + viewport + OVERSCAN_PX;
  const visible: number[] = [];
  sections.forEach((section, i) => {
    const top = offsets[i]!;
    const bottom = top + (heights.current.get(i) ?? estimate(section, isOpen(i)));
    if (bottom >= from && top <= to) visible.push(i);
  });

  // Follow the stream inside the scroller unless the reader moved away from its end.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && streaming && follow.current) el.scrollTop = el.scrollHeight;
  });

  return (
    <div
      ref={scroller}
      data-testid="recipe-virtual"
      onScroll={(e) => {
        const el = e.currentTarget;
        follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        setScrollTop(el.scrollTop);
      }}
      className="relative overflow-y-auto overscroll-contain rounded-xl"
      style={{ maxHeight: VIRTUAL_MAX_HEIGHT_PX }}
    >
      <div style={{ height: total, position: 'relative' }}>
        {visible.map((i) => (
          <div
            key={i}
            ref={refFor(i)}
            style={{ position: 'absolute', top: offsets[i], left: 0, right: 0 }}
          >
            {renderSection(i)}
          </div>
        ))}
      </div>
    </div>
  );
}
