import { enMarketingBundle, type MarketingBundle } from '@web/locales/en-marketing';
import { useTranslation } from '@web/lib/i18n';

type Interpolate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The `marketing` namespace as a typed object for structured content (plans, posts,
 * sections), plus `t` for the few texts with values. The namespace is registered at run time
 * only: adding its keys to the default namespace's key type makes the union too deep for TypeScript.
 */
export function useCopy() {
  const { i18n } = useTranslation();
  const bundle =
    (i18n.getResourceBundle?.(i18n.language, 'marketing') as MarketingBundle | undefined) ?? enMarketingBundle;
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const t: Interpolate = (key, values) => translate(key, { ns: 'marketing', ...values });
  return { c: bundle, t };
}
