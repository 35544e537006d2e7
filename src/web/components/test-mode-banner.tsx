import { FlaskConical } from 'lucide-react';

/** The local test payment provider's mark on its own pages (checkouts, onboarding): no card is charged, no money moves. */
export function TestModeBanner({ title, note }: { title: string; note: string }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning-muted px-4 py-3 text-sm text-foreground"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0">
        <p className="font-semibold tracking-wide text-warning uppercase">{title}</p>
        <p className="text-foreground/85">{note}</p>
      </div>
    </div>
  );
}
