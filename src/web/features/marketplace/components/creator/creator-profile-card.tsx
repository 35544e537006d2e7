import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CreatorMessageButton } from '@web/features/messages/message-button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Award, BadgeCheck, CalendarDays, MapPin, Pencil } from 'lucide-react';
import { Link } from 'react-router';

const EXPERIENCE = {
  beginner: 'creator.experience.beginner',
  intermediate: 'creator.experience.intermediate',
  advanced: 'creator.experience.advanced',
  professional: 'creator.experience.professional',
} as const;

/** The creator's photo, or the first letter of their name on a tinted disc. */
export function CreatorAvatar({
  profile,
  className,
}: {
  profile: Pick<CreatorProfile, 'photoURL' | 'displayName'>;
  className?: string;
}) {
  const initial = Array.from(profile.displayName.trim())[0]?.toUpperCase() ?? '?';
  return profile.photoURL ? (
    <img src={profile.photoURL} alt="" className={`shrink-0 rounded-full object-cover ${className ?? ''}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary ${className ?? ''}`}
    >
      {initial}
    </span>
  );
}

/** Header of a creator's page: avatar, name, Verified Creator, title, joined, location, experience, bio. */
export function CreatorProfileCard({ profile }: { profile: CreatorProfile }) {
  const t = useT('marketplace');
  const tc = useT('creator-profile');
  const format = useFormat();
  return (
    <Card className="overflow-hidden">
      {profile.bannerURL && (
        <img
          src={profile.bannerURL}
          alt={tc('public.bannerAlt', { name: profile.displayName })}
          className="aspect-[3/1] max-h-64 w-full object-cover"
        />
      )}
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-8">
        <CreatorAvatar profile={profile} className="size-20 text-3xl sm:size-24" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">
              {profile.displayName}
            </h1>
            {profile.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('creator.verified')}
              </span>
            )}
          </div>
          {profile.title && <p className="mt-1 text-base text-muted-foreground">{profile.title}</p>}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('creator.joined', { date: format.date(profile.joinedAt) })}
            </li>
            {profile.location && (
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {profile.location}
              </li>
            )}
            {profile.experience && (
              <li className="inline-flex items-center gap-1.5">
                <Award aria-hidden="true" className="size-4" />
                {t(EXPERIENCE[profile.experience])}
              </li>
            )}
          </ul>
          {profile.bio && (
            <p className="mt-4 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-foreground/90">
              {profile.bio}
            </p>
          )}
          {profile.isOwn && (
            <Link to="/settings?tab=creator-profile" className={buttonClasses('secondary', 'sm', 'mt-4')}>
              <Pencil aria-hidden="true" />
              {tc('public.editProfile')}
            </Link>
          )}
          <CreatorMessageButton creator={profile} className="mt-4" />
        </div>
      </div>
    </Card>
  );
}
