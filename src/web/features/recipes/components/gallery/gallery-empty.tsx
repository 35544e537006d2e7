import { Button, buttonClasses } from '@web/components/ui/button';
import { BookOpen, SearchX, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';

/**
 * 'No recipes yet' (nothing saved in this view) or 'No recipes found' with Clear search
 * (platform.md §2 Recipe gallery).
 */
export function GalleryEmpty({
  searching,
  onClearSearch,
}: {
  searching: boolean;
  onClearSearch: () => void;
}) {
  const t = useT('recipes');
  const Icon = searching ? SearchX : BookOpen;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-foreground">
        {searching ? t('gallery.noResultsTitle') : t('gallery.emptyTitle')}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        {searching ? t('gallery.noResultsBody') : t('gallery.emptyBody')}
      </p>
      {searching ? (
        <Button variant="secondary" className="mt-5" onClick={onClearSearch}>
          {t('gallery.clearSearch')}
        </Button>
      ) : (
        <Link to="/chat/new" className={buttonClasses('primary', 'md', 'mt-5')}>
          <SquarePen aria-hidden="true" />
          {t('gallery.startChat')}
        </Link>
      )}
    </div>
  );
}
