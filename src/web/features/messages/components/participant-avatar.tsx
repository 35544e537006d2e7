import { cn } from '@web/lib/cn';
import { UserX } from 'lucide-react';

/** A participant's photo, or the first letter of their name; a deleted account gets a neutral mark. */
export function ParticipantAvatar({
  name,
  photoURL,
  deleted = false,
  className,
}: {
  name: string;
  photoURL: string | null;
  deleted?: boolean;
  className?: string;
}) {
  const box = cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', className);
  if (deleted)
    return (
      <span aria-hidden="true" className={cn(box, 'bg-muted text-muted-foreground')}>
        <UserX className="size-1/2" />
      </span>
    );
  if (photoURL) return <img src={photoURL} alt="" className={cn(box, 'object-cover')} />;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span aria-hidden="true" className={cn(box, 'bg-primary/15 font-semibold text-primary')}>
      {initial}
    </span>
  );
}

/** The 'Creator' badge beside a participant's name. */
export function CreatorBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-primary/10 px-2 py-0.5 text-[11px] font-semibold text-primary">
      {label}
    </span>
  );
}

/** An unread count on a coloured pill (§9: 99+ above 99); its reader-facing words are beside it. */
export function UnreadPill({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="unread-pill"
      className={cn(
        'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
