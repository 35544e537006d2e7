import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { Coins, Share2, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { creatorProfileApi } from '../../api/creator-profile-api';
import { useApplyCreatorProfile } from '../../hooks/use-creator-profile';

/**
 * The 'Become a Creator' pitch (platform.md §2): three reasons and a button that asks for
 * confirmation first (§4: there is no way back, and none is shown afterwards).
 */
export function BecomeCreatorPitch({ onBecame }: { onBecame: () => void }) {
  const t = useT('creator-profile');
  const apply = useApplyCreatorProfile();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const become = async () => {
    setPending(true);
    setError(null);
    try {
      apply(await creatorProfileApi.become(t('pitch.failed')));
      setOpen(false);
      onBecame();
    } catch (caught) {
      // A failure on our side says the section's own words; a refusal says why.
      setError(
        caught instanceof ApiRequestError && caught.status >= 500
          ? t('pitch.failed')
          : errorMessage(caught, t('pitch.failed')),
      );
    } finally {
      setPending(false);
    }
  };

  const reasons = [
    { icon: Share2, title: t('pitch.shareTitle'), text: t('pitch.shareText') },
    { icon: Users, title: t('pitch.communityTitle'), text: t('pitch.communityText') },
    { icon: Coins, title: t('pitch.monetizeTitle'), text: t('pitch.monetizeText') },
  ];

  return (
    <section aria-labelledby="become-creator-title" className="flex flex-col gap-5">
      <div>
        <h3 id="become-creator-title" className="text-lg font-semibold text-foreground">
          {t('pitch.title')}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('pitch.intro')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-background/40 p-4">
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="mt-3 text-[15px] font-semibold text-foreground">{title}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      {error && !open && <Alert tone="danger">{error}</Alert>}
      <div>
        <Button onClick={() => setOpen(true)}>
          <Sparkles aria-hidden="true" />
          {t('pitch.button')}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        <DialogContent closeLabel={t('form.close')}>
          <DialogTitle>{t('pitch.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('pitch.confirmText')}</DialogDescription>
          {error && (
            <Alert tone="danger" className="mt-4">
              {error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {t('pitch.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={() => void become()} disabled={pending}>
              {pending && <Spinner className="size-4" />}
              {pending ? t('pitch.becoming') : t('pitch.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
