import { buttonClasses } from '@web/components/ui/button';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Alert } from '@web/components/ui/alert';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, Lock, RefreshCw, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useCreatorProfile } from '../browse/browse-api';
import { CreatorActivity } from './creator-activity';
import { CreatorDetails } from './creator-details';
import { CreatorListings } from './creator-listings';
import { CreatorProfileCard } from './creator-profile-card';
import { CreatorStats } from './creator-stats';

const errorKeyOf = (error: unknown) => (error as { key?: string } | null)?.key;

function Unavailable({ icon: Icon, title, message }: { icon: typeof UserX; title: string; message: string }) {
  const t = useT('marketplace');
  return (
    <Card className="mx-auto mt-6 flex max-w-lg flex-col items-center px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-7 text-muted-foreground" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-foreground">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('creator.browse')}
      </Link>
    </Card>
  );
}

/**
 * /marketplace/creator/:creatorId (platform.md §2 Creator profile): loading, private, not found
 * ('Profile Unavailable'), failed, or the profile with its stats, details and recipes. The id falls
 * back to the signed-in user's own. The profile card carries the Message button (messages feature).
 */
export function CreatorPage() {
  const t = useT('marketplace');
  const tc = useT('creator-profile');
  const { user } = useSession();
  const creatorId = useParams().creatorId || user?.id || '';
  const profile = useCreatorProfile(creatorId);
  useDocumentTitle(
    profile.data
      ? t('creator.documentTitle', { name: profile.data.displayName })
      : t('creator.documentTitleLoading'),
  );

  let body: React.ReactNode;
  if (!creatorId)
    body = <Unavailable icon={UserX} title={t('creator.unavailable')} message={t('creator.idRequired')} />;
  else if (profile.isPending)
    body = (
      <div
        role="status"
        className="flex min-h-64 items-center justify-center gap-3 text-sm text-muted-foreground"
      >
        <Spinner className="size-5" />
        {t('creator.loading')}
      </div>
    );
  else if (profile.isError) {
    const key = errorKeyOf(profile.error);
    if (key === 'creator.private')
      body = <Unavailable icon={Lock} title={t('creator.privateTitle')} message={t('creator.private')} />;
    else if (key === 'creator.notFound')
      body = (
        <Unavailable
          icon={UserX}
          title={t('creator.unavailable')}
          message={t('creator.notFound', { id: creatorId })}
        />
      );
    else
      body = (
        <Alert tone="danger" title={t('creator.failed')} className="mt-6">
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void profile.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('error.retry')}
          </Button>
        </Alert>
      );
  } else {
    const data = profile.data;
    body = (
      <div className="flex flex-col gap-6">
        {data.hiddenFromVisitors && <Alert tone="info">{tc('public.hiddenFromVisitors')}</Alert>}
        {data.isOwn && !data.portfolioVisible && <Alert tone="info">{t('creator.ownHidden')}</Alert>}
        <CreatorProfileCard profile={data} />
        <CreatorStats profile={data} />
        <CreatorDetails profile={data} />
        {data.recentActivity && <CreatorActivity items={data.recentActivity} />}
        <CreatorListings creatorId={data.id} name={data.displayName} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/marketplace"
        className="mb-5 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('creator.back')}
      </Link>
      {body}
    </div>
  );
}
