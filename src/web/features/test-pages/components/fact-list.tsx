import type { ReactNode } from 'react';

/** A list of labelled facts (term and value), two columns from 640 px, stacked on a phone. */
export function FactList({
  facts,
}: {
  facts: ReadonlyArray<{ label: string; value: ReactNode; id?: string }>;
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {facts.map(({ label, value, id }) => (
        <div key={label} className="contents" data-fact={id}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-sm font-medium break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
