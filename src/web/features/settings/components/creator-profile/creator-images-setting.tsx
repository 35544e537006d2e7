import {
  CREATOR_IMAGE_ACCEPT,
  CREATOR_IMAGE_MAX_BYTES,
  type CreatorImageKind,
  type CreatorProfileSettings,
} from '@shared/contracts/creator-profile';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { creatorProfileApi } from '../../api/creator-profile-api';
import { useApplyCreatorProfile } from '../../hooks/use-creator-profile';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from '../security/setting-block';

const MAX_MB = Math.round(CREATOR_IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * The creator profile's photo and banner (platform.md §3 profileImage, profileBanner): a preview
 * of the chosen file at once, then the stored image (cropped by the server). Each is saved on its
 * own as soon as it is chosen; a file too large or not an image is refused before it is sent.
 */
export function CreatorImagesSetting({ profile }: { profile: CreatorProfileSettings }) {
  const t = useT('creator-profile');
  const flash = useFlash();
  const [error, setError] = useState<string | null>(null);
  return (
    <SettingBlock title={t('images.title')} description={t('images.description', { maxMb: MAX_MB })}>
      <div className="flex flex-col gap-4">
        {flash.message && <Alert tone="success">{flash.message}</Alert>}
        {error && (
          <Alert tone="danger" dismiss={{ label: t('form.dismiss'), onDismiss: () => setError(null) }}>
            {error}
          </Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
          <ImagePicker
            kind="photo"
            profile={profile}
            onError={setError}
            onDone={(message) => {
              setError(null);
              flash.show(message);
            }}
          />
          <ImagePicker
            kind="banner"
            profile={profile}
            onError={setError}
            onDone={(message) => {
              setError(null);
              flash.show(message);
            }}
          />
        </div>
      </div>
    </SettingBlock>
  );
}

function ImagePicker({
  kind,
  profile,
  onError,
  onDone,
}: {
  kind: CreatorImageKind;
  profile: CreatorProfileSettings;
  onError: (message: string) => void;
  onDone: (message: string) => void;
}) {
  const t = useT('creator-profile');
  const te = useT('errors');
  const apply = useApplyCreatorProfile();
  const inputId = useId();
  const [busy, setBusy] = useState<'uploading' | 'removing' | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const stored = kind === 'photo' ? profile.photoURL : profile.bannerURL;
  const shown = preview ?? stored ?? (kind === 'photo' ? profile.accountPhotoURL : null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file may be chosen again after a failure.
    if (!file) return;
    if (file.size > CREATOR_IMAGE_MAX_BYTES) return onError(te('creator.imageTooLarge', { maxMb: MAX_MB }));
    if (file.type && !file.type.startsWith('image/')) return onError(te('creator.imageNotImage'));
    setPreview(previewOf(file));
    setBusy('uploading');
    try {
      apply(await creatorProfileApi.uploadImage(kind, file, t('images.uploadFailed')));
      onDone(t('images.uploaded'));
    } catch (caught) {
      onError(errorMessage(caught, t('images.uploadFailed')));
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('removing');
    try {
      apply(await creatorProfileApi.removeImage(kind, t('form.saveFailed')));
      onDone(t('images.removed'));
    } catch (caught) {
      onError(errorMessage(caught, t('form.saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  const label = kind === 'photo' ? t('images.photo') : t('images.banner');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-medium text-foreground">{label}</p>
      {kind === 'photo' ? (
        shown ? (
          <img
            src={shown}
            alt={preview ? t('images.previewAlt') : t('images.photoAlt')}
            className={cn('size-24 rounded-full border border-border object-cover', busy && 'opacity-60')}
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 items-center justify-center rounded-full bg-primary/15 text-3xl font-semibold text-primary uppercase"
          >
            {Array.from(profile.displayName.trim())[0] ?? '?'}
          </span>
        )
      ) : shown ? (
        <img
          src={shown}
          alt={preview ? t('images.previewAlt') : t('images.bannerAlt')}
          className={cn(
            'aspect-[3/1] w-full rounded-lg border border-border object-cover',
            busy && 'opacity-60',
          )}
        />
      ) : (
        <div className="flex aspect-[3/1] w-full items-center justify-center rounded-lg border border-dashed border-border bg-muted/40 text-sm text-muted-foreground">
          {t('images.noBanner')}
        </div>
      )}
      {kind === 'photo' && !stored && profile.accountPhotoURL && (
        <p className="max-w-56 text-xs text-muted-foreground">{t('images.usingAccountPhoto')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          {busy === 'uploading' ? <Spinner className="size-4" /> : <ImageUp aria-hidden="true" />}
          {busy === 'uploading' ? t('images.uploading') : stored ? t('images.change') : t('images.upload')}
          <span className="sr-only">{label}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept={CREATOR_IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy !== null}
          onChange={(event) => void choose(event)}
        />
        {stored && (
          <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void remove()}>
            {busy === 'removing' ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
            {busy === 'removing' ? t('images.removing') : t('images.remove')}
            <span className="sr-only">{label}</span>
          </Button>
        )}
      </div>
    </div>
  );
}

/** An address to show the chosen file at before it is stored, where the browser can make one. */
function previewOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}
