import { en } from '@web/locales/en';
import { enMarketingBundle } from '@web/locales/en-marketing';

/**
 * The app's translator: namespaced bundles of nested texts, `{{name}}` interpolation and plural
 * keys (`key_one` / `key_other`, chosen by Intl.PluralRules), which is all the app asks of an i18n
 * library. It replaces i18next + react-i18next (about 16 KB gzip on every page, against well
 * under 1 KB here; docs/decisions/0010-start-up-weight-and-session.md). Later languages add bundles.
 */

/** Dotted keys of a bundle; plural keys (`_one`/`_other`) are asked for by their stem. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Stem : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<typeof en>;
/** Values to interpolate, plus `count` (plural and `{{count}}`), `ns` and `lng`. */
export type TOptions = { count?: number; ns?: string; lng?: string } & Record<string, unknown>;
export type TFunction = (key: TranslationKey, options?: TOptions) => string;

type Bundle = Record<string, unknown>;
const DEFAULT_NS = 'translation';
const FALLBACK_LNG = 'en';

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

class Translator {
  language = FALLBACK_LNG;
  readonly isInitialized = true;
  private readonly bundles = new Map<string, Bundle>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  addResourceBundle(lng: string, ns: string, resources: object): void {
    // Texts already there win, as a bundle added twice (a chunk evaluated again) changes nothing.
    this.bundles.set(`${lng}/${ns}`, { ...(resources as Bundle), ...this.bundles.get(`${lng}/${ns}`) });
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.bundles.has(`${lng}/${ns}`);
  }

  getResourceBundle(lng: string, ns: string): Bundle | undefined {
    return this.bundles.get(`${lng}/${ns}`);
  }

  /** The text for `key`, or the key itself when there is none (a visible, findable gap). */
  t = (key: string, options: TOptions = {}): string => {
    const ns = options.ns ?? DEFAULT_NS;
    const lng = options.lng ?? this.language;
    for (const language of lng === FALLBACK_LNG ? [lng] : [lng, FALLBACK_LNG]) {
      const text = this.find(this.bundles.get(`${language}/${ns}`), key, options.count, language);
      if (typeof text === 'string') return this.interpolate(text, options);
    }
    return key;
  };

  private find(bundle: Bundle | undefined, key: string, count: number | undefined, lng: string): unknown {
    if (typeof count === 'number') {
      let rules = this.plurals.get(lng);
      if (!rules) {
        rules = new Intl.PluralRules(lng);
        this.plurals.set(lng, rules);
      }
      const plural = lookup(bundle, `${key}_${rules.select(count)}`) ?? lookup(bundle, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(bundle, key);
  }

  private interpolate(text: string, values: TOptions): string {
    // React escapes what it renders; nothing is escaped here.
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  }
}

export const i18n = new Translator();
// Bundled, registered synchronously: the very first render already has its texts. Feature
// namespaces (chat, recipes, marketing-prose) are added by their screens' chunks when they load.
i18n.addResourceBundle('en', DEFAULT_NS, en);
i18n.addResourceBundle('en', 'marketing', enMarketingBundle);

const translation = { t: i18n.t as TFunction, i18n };

/** `t` for the default namespace, typed by its keys, and the translator itself. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  return translation;
}
