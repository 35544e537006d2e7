import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@web/locales/en';
import { enMarketingBundle } from '@web/locales/en-marketing';
import { enChat } from '@web/locales/en-chat';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/**
 * Resources are bundled and init is synchronous (`initAsync: false`) so the very first render
 * already has its texts: no flash of keys.
 */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en, marketing: enMarketingBundle, chat: enChat } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'translation',
    initAsync: false,
    // React escapes already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18n };
