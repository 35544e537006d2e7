import { LISTING_IMAGE_MAX_BYTES } from '@shared/contracts/marketplace-publish';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { CheckCircle2, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ImageUpload } from '../../hooks/use-image-upload';

interface ImageFieldProps {
  upload: ImageUpload;
  onChoose: (file: File) => void;
  onClear: () => void;
  /** Shown under the field (the form asks to wait for the upload). */
  message?: string | null;
  disabled?: boolean;
}

/**
 * The publish page's image: a file input for images (platform.md §5), the chosen picture's
 * preview, the upload's progress, its errors, and a way to replace or remove it. The preview
 * keeps its 16:9 box whatever happens, so nothing below it moves.
 */
export function ImageField({ upload, onChoose, onClear, message, disabled }: ImageFieldProps) {
  const t = useT('marketplace-publish');
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = upload.status === 'empty' ? null : upload.preview;
  const error = upload.status === 'failed' ? upload.error : (message ?? null);
  const percent = upload.status === 'uploading' ? format.number(upload.progress, { style: 'percent' }) : null;

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('page.fields.image')}</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          className={cn(
            'relative flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted/40 sm:w-56',
            error ? 'border-danger' : 'border-dashed border-border',
          )}
        >
          {preview ? (
            <img src={preview} alt={t('page.fields.imagePreview')} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground/70" />
          )}
          {upload.status === 'uploading' && (
            <div className="absolute inset-x-0 bottom-0 h-1.5 bg-foreground/10">
              <div
                className="h-full bg-primary transition-[width] duration-150"
                style={{ width: `${Math.round(upload.progress * 100)}%` }}
              />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            className="sr-only"
            aria-describedby={`${id}-status`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after a failure.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {upload.status === 'empty' ? t('page.fields.chooseImage') : t('page.fields.replaceImage')}
            </Button>
            {upload.status !== 'empty' && (
              <Button variant="ghost" disabled={disabled} onClick={onClear}>
                <Trash2 aria-hidden="true" />
                {t('page.fields.removeImage')}
              </Button>
            )}
          </div>
          <div id={`${id}-status`} className="min-h-5 text-xs" aria-live="polite">
            {upload.status === 'uploading' && (
              <p
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(upload.progress * 100)}
                aria-label={t('page.fields.uploading', { percent: percent ?? '' })}
                className="text-muted-foreground"
              >
                {t('page.fields.uploading', { percent: percent ?? '' })}
              </p>
            )}
            {upload.status === 'done' && (
              <p className="inline-flex items-center gap-1.5 font-medium text-success">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                {t('page.fields.uploaded')}
              </p>
            )}
            {error && <p className="font-medium text-danger">{error}</p>}
            {upload.status === 'empty' && !error && (
              <p className="text-muted-foreground">
                {t('page.fields.imageHint', { megabytes: LISTING_IMAGE_MAX_BYTES / (1024 * 1024) })}
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
