import type { RecipeSummary } from '@shared/contracts/recipes';
import { cn } from '@web/lib/cn';
import { ImageOff } from 'lucide-react';
import { useT } from '@web/lib/i18n';

interface RecipeCoverProps {
  recipe: Pick<RecipeSummary, 'title' | 'imageUrl' | 'imageStatus'>;
  className?: string;
  /** Decorative on cards (the title is beside it); described on the detail page. */
  alt?: string;
}

/**
 * The cover image. While the background job is still making it, a calm shimmer says so; without
 * one (the job failed or there never was one) a quiet placeholder — never made-up art.
 */
export function RecipeCover({ recipe, className, alt = '' }: RecipeCoverProps) {
  const t = useT('recipes');
  const box = cn('relative overflow-hidden bg-muted', className);
  if (recipe.imageUrl)
    return (
      <div className={box}>
        <img
          src={recipe.imageUrl}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    );
  if (recipe.imageStatus === 'pending')
    return (
      <div className={box} role="img" aria-label={t('gallery.card.coverPending')} data-testid="cover-pending">
        <div className="absolute inset-0 animate-pulse bg-linear-to-br from-muted via-surface-raised to-muted" />
      </div>
    );
  return (
    <div className={cn(box, 'flex items-center justify-center')} data-testid="cover-none">
      <ImageOff aria-hidden="true" className="size-6 text-muted-foreground/50" />
      <span className="sr-only">{t('gallery.card.noCover')}</span>
    </div>
  );
}
