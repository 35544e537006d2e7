import { priceCentsSchema } from '@shared/contracts/marketplace-publish';
import {
  GALLERY_DIALOG_START_PRICE,
  MARKETPLACE_CURRENCY,
  MAX_PRICE_CENTS,
  MIN_PAID_PRICE_CENTS,
} from '@shared/marketplace/pricing';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FieldMessages } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/auth/session';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { usePublishListing } from '../../hooks/use-publish-listing';
import { centsOf, isNumeric, presetText } from '../../lib/price-input';
import type { PublishSource } from '../../lib/publish-source';
import { publishWording } from '../../lib/publish-wording';
import { PricePresets } from './price-presets';

export interface PriceDialogProps {
  source: PublishSource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Named in the description when the caller knows it (the gallery does; a chat reply has none yet). */
  recipeTitle?: string;
}

/**
 * The publish price dialog of the gallery and the chat (platform.md §2, §4 Publish flow (gallery),
 * §5 Gallery price input, §9). The form is mounted afresh on each opening, so it starts at 5 every
 * time. Radix gives it the focus trap, Escape to close and the focus back on the trigger.
 */
export function PriceDialog({ source, open, onOpenChange, recipeTitle }: PriceDialogProps) {
  const t = useT('marketplace-publish');
  // Opened by the caller's own control (a menu item, the chat's button), not a Radix trigger, so
  // Radix does not know where focus came from: it goes back there on closing.
  const returnFocus = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        data-testid="publish-price-dialog"
        onCloseAutoFocus={(event) => {
          const origin = returnFocus.current;
          if (origin instanceof HTMLElement && origin.isConnected && origin !== document.body) {
            event.preventDefault();
            origin.focus();
          }
        }}
      >
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>
          {recipeTitle ? t('dialog.description', { title: recipeTitle }) : t('dialog.descriptionUntitled')}
        </DialogDescription>
        <DialogBody source={source} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DialogBody({ source, onClose }: { source: PublishSource; onClose: () => void }) {
  const t = useT('marketplace-publish');
  const errors = useT('errors');
  const { user, isPending } = useSession();
  if (isPending)
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('dialog.loading')}
      </p>
    );
  // platform.md §4: sharing needs an account ('Please sign in to share recipes.').
  if (!user)
    return (
      <Alert
        className="mt-5"
        actions={
          <Button
            size="sm"
            onClick={() => {
              onClose();
              openAuthPrompt('login');
            }}
          >
            {t('dialog.signIn')}
          </Button>
        }
      >
        {errors('auth.signInToShare')}
      </Alert>
    );
  return <PriceForm source={source} onClose={onClose} />;
}

function PriceForm({ source, onClose }: { source: PublishSource; onClose: () => void }) {
  const t = useT('marketplace-publish');
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => presetText(GALLERY_DIALOG_START_PRICE));
  const [invalid, setInvalid] = useState<string | null>(null);
  const flow = usePublishListing(onClose);
  const cents = centsOf(text);
  const busy = flow.phase !== 'idle';
  const price = (value: number) => format.price(value, MARKETPLACE_CURRENCY);

  const change = (next: string) => {
    setText(next);
    setInvalid(null);
    flow.clearProblem();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The server's own price rules, checked here first so the words come at once; it checks again.
    const checked = priceCentsSchema.safeParse(cents);
    if (!checked.success) {
      setInvalid(publishWording(t, format)(checked.error.issues[0]?.message ?? ''));
      input.current?.focus();
      return;
    }
    void flow.publish(source, cents);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" aria-busy={busy}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('dialog.priceLabel')}</Label>
        <Input
          ref={input}
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={text}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          // platform.md §5: a price that is not a number becomes 0.
          onBlur={() => {
            if (!isNumeric(text)) change('0');
          }}
          onFocus={(event) => event.currentTarget.select()}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
          className="h-11 text-base font-semibold tabular-nums sm:text-base"
        />
        <FieldMessages
          id={id}
          hint={t('dialog.priceHint', { min: price(MIN_PAID_PRICE_CENTS), max: price(MAX_PRICE_CENTS) })}
          error={invalid}
        />
      </div>

      <PricePresets cents={cents} disabled={busy} onPick={(dollars) => change(presetText(dollars))} />

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {t('dialog.review')}
      </p>

      {flow.problem && <Alert tone="danger">{flow.problem}</Alert>}

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-describedby={busy ? `${id}-phase` : undefined}>
          {busy && <Spinner className="text-primary-foreground" />}
          {cents === 0
            ? t('dialog.submitFree')
            : priceCentsSchema.safeParse(cents).success
              ? t('dialog.submitPrice', { price: price(cents) })
              : t('dialog.action')}
        </Button>
      </div>
      {busy && (
        <p id={`${id}-phase`} role="status" className="-mt-3 text-right text-xs text-muted-foreground">
          {flow.phase === 'checking' ? t('dialog.checking') : t('dialog.publishing')}
        </p>
      )}
    </form>
  );
}
