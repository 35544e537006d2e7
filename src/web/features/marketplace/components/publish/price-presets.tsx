import { dollarsToCents, MARKETPLACE_CURRENCY, PRICE_PRESETS } from '@shared/marketplace/pricing';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';

interface PricePresetsProps {
  /** The price typed now, in cents: the preset equal to it shows as chosen. */
  cents: number;
  onPick: (dollars: number) => void;
  disabled?: boolean;
}

/**
 * platform.md §5, §9: one-tap prices 0, 2.99, 4.99 and 9.99; the paid ones are marked 'Requires
 * Stripe' (selling needs a payment account). Toggle buttons: the one matching the price is pressed.
 */
export function PricePresets({ cents, onPick, disabled }: PricePresetsProps) {
  const t = useT('marketplace-publish');
  const format = useFormat();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-foreground">{t('dialog.presetsLabel')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PRICE_PRESETS.map((dollars) => {
          const presetCents = dollarsToCents(dollars) ?? 0;
          const paid = presetCents > 0;
          const price = format.price(presetCents, MARKETPLACE_CURRENCY);
          const chosen = presetCents === cents;
          return (
            <button
              key={dollars}
              type="button"
              disabled={disabled}
              aria-pressed={chosen}
              aria-label={paid ? t('dialog.presetPaid', { price }) : t('dialog.free')}
              onClick={() => onPick(dollars)}
              data-testid="price-preset"
              className={cn(
                'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg border px-2 py-2 text-center transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60',
                chosen
                  ? 'border-primary bg-primary/10 text-foreground ring-1 ring-primary'
                  : 'border-border bg-surface text-foreground hover:bg-muted',
              )}
            >
              <span className="text-sm font-semibold tabular-nums">{paid ? price : t('dialog.free')}</span>
              {paid && (
                <span className="text-[11px] leading-tight text-muted-foreground">
                  {t('dialog.requiresStripe')}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
