import { currentLanguage, loadNamespace } from '@web/lib/i18n';
import { lazy, Suspense, useState } from 'react';
import type { PriceDialogProps } from './components/publish/price-dialog';

export type { PublishSource } from './lib/publish-source';
export type PublishPriceDialogProps = PriceDialogProps;

// The chat and the gallery word their Publish controls from this namespace: it is fetched as soon
// as they load, beside their own, so the label is there when they render.
loadNamespace(currentLanguage(), 'marketplace-publish').catch(() => undefined);

// The dialog's code and its words arrive together, the first time someone opens it: the chat and
// the gallery, which offer it on every recipe, do not carry it until then.
const PriceDialog = lazy(async () => {
  const language = currentLanguage();
  const [module] = await Promise.all([
    import('./components/publish/price-dialog'),
    loadNamespace(language, 'marketplace-publish'),
    loadNamespace(language, 'errors'),
  ]);
  return { default: module.PriceDialog };
});

/**
 * The marketplace's publish price dialog (platform.md §4 Publish flow (gallery), §5 Gallery price
 * input), for the gallery (`{ recipeId }`) and the chat's "Save, with a price" (`{ messageId }`).
 * Controlled: the caller owns `open`. Nothing is loaded before the first opening.
 */
export function PublishPriceDialog(props: PublishPriceDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PriceDialog {...props} />
    </Suspense>
  );
}
