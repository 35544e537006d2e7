import { useT } from '@web/lib/i18n';
import { Hourglass } from 'lucide-react';
import type { ComponentType } from 'react';
import type { SettingsSectionId } from '../sections';

/** Sections still to come; each leaves this list when its body is built. */
export type UpcomingSectionId = Exclude<
  SettingsSectionId,
  'profile' | 'security' | 'preferences' | 'recipe-manager'
>;

/**
 * A section that is not built yet: a calm note of what it will hold (platform.md §2 "Settings"),
 * rather than an empty box or a form that would do nothing.
 */
export function UpcomingSection({ id }: { id: UpcomingSectionId }) {
  const t = useT('settings');
  return (
    <div className="flex gap-3 rounded-xl border border-dashed border-border bg-muted/40 p-4 sm:p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-muted-foreground shadow-xs"
      >
        <Hourglass className="size-4" />
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-semibold text-foreground">{t('upcoming.heading')}</p>
        <p className="text-sm leading-relaxed text-muted-foreground">{t(`upcoming.${id}`)}</p>
      </div>
    </div>
  );
}

/** The body of a section still to come, for the settings page's list of sections. */
export function upcoming(id: UpcomingSectionId): ComponentType {
  return function Upcoming() {
    return <UpcomingSection id={id} />;
  };
}
