/**
 * The server's translation catalogues (ICU MessageFormat, as the web's): the e-mails it sends and
 * the page meta it writes into the HTML of each page. Imported as JSON modules, so the bundled
 * server (scripts/build-server.mjs) carries them. Checked with the web's catalogues
 * (scripts/lib/catalogues.test.ts): every language has every key, valid ICU, the same placeholders.
 */
import type { Language } from '@shared/preference-options';
import enEmails from './en/emails.json';
import enPageMeta from './en/page-meta.json';
import esEmails from './es/emails.json';
import esPageMeta from './es/page-meta.json';
import frEmails from './fr/emails.json';
import frPageMeta from './fr/page-meta.json';
import deEmails from './de/emails.json';
import dePageMeta from './de/page-meta.json';
import itEmails from './it/emails.json';
import itPageMeta from './it/page-meta.json';
import ptEmails from './pt/emails.json';
import ptPageMeta from './pt/page-meta.json';
import jaEmails from './ja/emails.json';
import jaPageMeta from './ja/page-meta.json';
import koEmails from './ko/emails.json';
import koPageMeta from './ko/page-meta.json';
import zhEmails from './zh/emails.json';
import zhPageMeta from './zh/page-meta.json';

export const SERVER_NAMESPACES = ['emails', 'page-meta'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export type ServerCatalogues = { emails: typeof enEmails; 'page-meta': typeof enPageMeta };

export const SERVER_CATALOGUES: Record<Language, ServerCatalogues> = {
  en: { emails: enEmails, 'page-meta': enPageMeta },
  es: { emails: esEmails, 'page-meta': esPageMeta },
  fr: { emails: frEmails, 'page-meta': frPageMeta },
  de: { emails: deEmails, 'page-meta': dePageMeta },
  it: { emails: itEmails, 'page-meta': itPageMeta },
  pt: { emails: ptEmails, 'page-meta': ptPageMeta },
  ja: { emails: jaEmails, 'page-meta': jaPageMeta },
  ko: { emails: koEmails, 'page-meta': koPageMeta },
  zh: { emails: zhEmails, 'page-meta': zhPageMeta },
};
