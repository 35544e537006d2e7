import { PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_MAX_BYTES } from '@shared/contracts/profile';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage, isAbortError } from '@web/lib/api-client';
import type { SessionUser } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { removeProfilePhoto, uploadProfilePhoto } from '../../api/profile-api';
import { useFlash } from '../../hooks/use-flash';
import { SettingBlock } from '../security/setting-block';
import { useApplyProfile } from './use-apply-profile';

export const PHOTO_MAX_MB = Math.round(PROFILE_PHOTO_MAX_BYTES / (1024 * 1024));

type Busy = { kind: 'uploading'; sent: number } | { kind: 'removing' } | null;

/**
 * The profile photo (platform.md §2 Settings "Profile"): a preview of the chosen file at once,
 * the upload's progress, then the stored photo (cropped square by the server) in the sidebar and
 * here. A file too large or not an image is refused before it is sent; the server checks the
 * bytes again and its refusal is shown in the reader's language. A refused photo changes nothing.
 */
export function PhotoSetting({ user }: { user: SessionUser }) {
  const t = useT('settings-profile');
  const te = useT('errors');
  const applyProfile = useApplyProfile();
  const flash = useFlash();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const aborter = useRef<AbortController | null>(null);

  // The preview's object URL is freed when replaced, and the upload stopped when leaving.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => aborter.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // The same file may be chosen again after a failure.
    if (!file) return;
    flash.clear();
    setError(null);
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setError(te('profile.photoTooLarge', { maxMb: PHOTO_MAX_MB }));
      return;
    }
    if (file.type && !file.type.startsWith('image/')) {
      setError(te('profile.photoNotImage'));
      return;
    }
    setPreview(previewOf(file));
    setBusy({ kind: 'uploading', sent: 0 });
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const saved = await uploadProfilePhoto(file, {
        fallbackMessage: t('uploadFailed'),
        signal: controller.signal,
        onProgress: (sent) => setBusy({ kind: 'uploading', sent }),
      });
      applyProfile(saved);
      flash.show(t('saved'));
    } catch (caught) {
      if (isAbortError(caught)) return;
      setError(errorMessage(caught, t('uploadFailed')));
    } finally {
      if (!controller.signal.aborted) {
        setPreview(null);
        setBusy(null);
      }
    }
  };

  const remove = async () => {
    flash.clear();
    setError(null);
    setBusy({ kind: 'removing' });
    try {
      applyProfile(await removeProfilePhoto(t('updateFailed')));
      flash.show(t('photo.removed'));
    } catch (caught) {
      setError(errorMessage(caught, t('updateFailed')));
    } finally {
      setBusy(null);
    }
  };

  const shown = preview ?? user.photoURL;
  const percent = busy?.kind === 'uploading' ? Math.round(busy.sent * 100) : 0;

  return (
    <SettingBlock title={t('photo.title')} description={t('photo.description', { maxMb: PHOTO_MAX_MB })}>
      <div className="flex flex-col gap-4">
        {flash.message && <Alert tone="success">{flash.message}</Alert>}
        {error && (
          <Alert tone="danger" dismiss={{ label: t('dismiss'), onDismiss: () => setError(null) }}>
            {error}
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <PhotoCircle
            key={shown ?? 'none'}
            src={shown}
            alt={preview ? t('photo.preview') : t('photo.current')}
            initial={user.displayName.trim()[0] ?? user.email[0] ?? '?'}
            dimmed={busy?.kind === 'uploading'}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              <label
                htmlFor={inputId}
                className={cn(
                  buttonClasses('secondary', 'sm'),
                  'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                  busy && 'pointer-events-none opacity-50',
                )}
              >
                <ImageUp aria-hidden="true" />
                {user.photoURL ? t('photo.change') : t('photo.upload')}
              </label>
              <input
                id={inputId}
                type="file"
                accept={PROFILE_PHOTO_ACCEPT}
                className="sr-only"
                disabled={busy !== null}
                onChange={(event) => void choose(event)}
              />
              {user.photoURL && (
                <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => void remove()}>
                  {busy?.kind === 'removing' ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
                  {busy?.kind === 'removing' ? t('photo.removing') : t('photo.remove')}
                </Button>
              )}
            </div>
            {busy?.kind === 'uploading' && (
              <div className="flex flex-col gap-1.5">
                <div
                  role="progressbar"
                  aria-label={t('photo.progress')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <p className="text-xs text-muted-foreground" aria-live="polite">
                  {percent >= 100 ? t('photo.processing') : t('photo.uploading', { percent })}
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </SettingBlock>
  );
}

function PhotoCircle({
  src,
  alt,
  initial,
  dimmed,
}: {
  src: string | null;
  alt: string;
  initial: string;
  dimmed: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const frame = 'size-20 shrink-0 rounded-full border border-border';
  if (src && !broken)
    return (
      <img
        src={src}
        alt={alt}
        onError={() => setBroken(true)}
        referrerPolicy="no-referrer"
        className={cn(frame, 'object-cover transition-opacity', dimmed && 'opacity-60')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        frame,
        'inline-flex items-center justify-center bg-primary text-2xl font-semibold text-primary-foreground uppercase',
      )}
    >
      {initial.toUpperCase()}
    </span>
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
