import { usePageCopy } from '../../hooks/use-page-copy';

/** The /original hero's example: one recipe's parts, set like a terminal card. */
export function RecipePreview() {
  const { c } = usePageCopy();
  const hero = c.original.hero;
  return (
    <figure className="overflow-hidden rounded-2xl border border-border bg-background shadow-lg">
      {/* The caption comes first (a figure's caption is its first or last child); the dots dress it as a window. */}
      <figcaption>
        <span className="flex items-center gap-1.5 border-b border-border bg-muted px-4 py-2.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-danger/70" />
          <span className="size-2.5 rounded-full bg-warning/70" />
          <span className="size-2.5 rounded-full bg-success/70" />
        </span>
        <span className="block px-5 pt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {hero.previewLabel}
        </span>
      </figcaption>
      <div className="px-5 pt-1 pb-5 font-mono text-sm">
        <p className="font-semibold text-foreground">
          <span aria-hidden="true"># </span>
          {hero.previewTitle}
        </p>
        <dl className="mt-3 space-y-3">
          {hero.previewParts.map((part) => (
            <div key={part.label}>
              <dt className="font-semibold text-primary">
                <span aria-hidden="true">## </span>
                {part.label}
              </dt>
              <dd className="mt-0.5 leading-relaxed text-foreground">{part.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  );
}
