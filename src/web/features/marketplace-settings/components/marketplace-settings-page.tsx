import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MarketplaceSettingsPanel } from './marketplace-settings-panel';

/**
 * /marketplace/settings (platform.md §2 route map: signed in with a verified e-mail, which the
 * route map's guard asks before this renders and the API asks again).
 */
export function MarketplaceSettingsPage() {
  const t = useT('marketplace-settings');
  useDocumentTitle(t('page.documentTitle'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('page.title')}
        </h1>
        <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t('page.intro')}</p>
      </header>
      <MarketplaceSettingsPanel headingLevel={2} />
    </div>
  );
}
