import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api-client';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';

/** 'Error Loading Recipe' with Back to Gallery (platform.md §2, §8): 404 says 'Recipe not found'. */
export function RecipeLoadError({ error }: { error: unknown }) {
  const t = useT('recipes');
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className="flex min-h-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-muted text-danger">
          <CircleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-xl font-semibold tracking-tight">{t('detail.errorTitle')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {notFound ? t('detail.notFound') : t('detail.loadFailed')}
        </p>
        <Link to="/recipes" className={buttonClasses('primary', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" />
          {t('detail.backToGallery')}
        </Link>
      </Card>
    </div>
  );
}
