import { i18n } from '@web/lib/i18n';
import { enMarketingProse, type MarketingProse } from '@web/locales/en-marketing-prose';
import { useTranslation } from '@web/lib/i18n';

// The namespace ships with the documentation and legal pages' chunk, not the start-up bundle.
if (!i18n.hasResourceBundle('en', 'marketing-prose'))
  i18n.addResourceBundle('en', 'marketing-prose', enMarketingProse);

/** The long-form sections of the documentation, terms and privacy pages, in the current language. */
export function useProse(): MarketingProse {
  const { i18n: instance } = useTranslation();
  return (
    (instance.getResourceBundle?.(instance.language, 'marketing-prose') as MarketingProse | undefined) ??
    enMarketingProse
  );
}
