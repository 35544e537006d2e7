import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ERROR_TABLE } from '@shared/errors/error-table';
import { LANGUAGES } from '@shared/preference-options';
import { SERVER_NAMESPACES } from '../../src/server/locales';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  catalogueLanguages,
  catalogueNamespaces,
  flattenCatalogue,
  PROSE_NAMESPACES,
  readCatalogue,
  readServerCatalogue,
  SERVER_LOCALES_DIR,
} from './catalogues';
import { findLiteralTexts } from './literal-text';

/**
 * Texts a language may leave as English: names, formats, and words the language writes the same
 * way. Anything else identical to English is an untranslated text.
 */
const NAMES = [
  'Recipe Forge',
  ' · Recipe Forge',
  'Markdown',
  'JSON',
  // File extensions beside a format's name (the presenter's exports: 'Markdown (.md)').
  '(.md)',
  '(.json)',
  'YAML',
  'Python',
  'TypeScript',
  'Starter',
  'Pro',
  'Enterprise',
  // The paid plan's name (platform.md §2, §9: the Standard Plan), kept in every language like Enterprise.
  'Standard',
  'SSO',
  'SLA',
  'you@example.com',
  // Networks a creator links to (the marketplace's creator page).
  'GitHub',
  'Twitter',
  'LinkedIn',
  'Instagram',
  'YouTube',
  'TikTok',
  // The shape of a listing's address (the admin panel's lookup), the same in every language.
  'https://…/marketplace/recipe/…',
];
const SAME_WORDS: Record<string, readonly string[]> = {
  de: [
    'Admin',
    'Jobs',
    'Moderation',
    'Version',
    'Chat',
    'Chats',
    'Code',
    'Prompt',
    'Tags',
    'Tag',
    'Blog',
    'FAQ',
    'Dashboard',
    'Name',
    'Details',
    'System',
    'optional',
    'Pause',
    'Blockchain',
    'Terminal',
    'Minimal',
  ],
  es: ['Terminal', 'Chat', 'Chats', 'Blog', 'Legal', 'Describe', 'Blockchain', 'General', 'Marketplace'],
  fr: [
    'Action',
    'Sources',
    'section',
    'sections',
    'Message',
    'Messages',
    'Notifications',
    'Animations',
    'Assistant',
    'Code',
    'Question',
    'Description',
    'Type',
    'Simple',
    'Solutions',
    'Blog',
    'Contact',
    'Documentation',
    'Pause',
    'Guides',
    'FAQ',
    'Prompt',
    'Blockchain',
    'Marketplace',
    'Services',
    'Style',
    'Terminal',
    'Minimal',
  ],
  it: ['Chat', 'Marketplace', 'Password', 'Home', 'Blog', 'Email', 'Tag', 'Prompt', 'Pattern', 'Blockchain'],
  pt: ['Terminal', 'Marketplace', 'Blog', 'Tag', 'Tags', 'Prompt', 'Refine', 'Blockchain', 'Item'],
  ja: [],
  ko: [],
  zh: [],
};
/** Keys whose values are identifiers or code, not words (anchors, artwork names, samples). */
const NOT_WORDS = /(^|\.)(id|art|code)$/;

const namesOf = (text: string): string => {
  const names = new Set<string>();
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens)
      if (Array.isArray(token)) {
        names.add(String(token[0]));
        if (token[2] && typeof token[2] === 'object')
          for (const branch of Object.values(token[2])) visit(branch);
      }
  };
  visit(compileMessage(text));
  return [...names].sort().join(',');
};
/** Letters left once placeholders, names and sample addresses are taken out. */
const wordsOf = (text: string, allowed: readonly string[]) => {
  // Placeholders and constants (error codes, environment variables) are not words.
  let rest = text
    .replace(
      /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,|\b(zero|one|two|few|many|other|=\d+)\s*\{|\{\w+\}|[{}#]/g,
      ' ',
    )
    .replace(/\b[A-Z][A-Z0-9]*(_[A-Z0-9]+)+\b|\b[A-Z]{3,}\b/g, ' ');
  for (const name of [...NAMES, ...allowed].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  return /\p{L}{2,}/u.test(rest);
};

/** Every catalogue checked: the web's namespaces, and the server's ICU ones as `server/<namespace>`. */
const catalogues: Array<{ namespace: string; prose: boolean; read: (language: string) => unknown }> = [
  ...catalogueNamespaces().map((ns) => ({
    namespace: ns,
    prose: PROSE_NAMESPACES.has(ns),
    read: (language: string) => readCatalogue(language, ns, language === 'en' ? ERROR_TABLE : undefined),
  })),
  ...SERVER_NAMESPACES.map((ns) => ({
    namespace: `server/${ns}`,
    prose: false,
    read: (language: string) => readServerCatalogue(language, ns),
  })),
];
const english = new Map(catalogues.map(({ namespace, read }) => [namespace, flattenCatalogue(read('en'))]));

describe('the translation catalogues', () => {
  it('exist for exactly the nine languages', () => {
    expect(catalogueLanguages()).toEqual([...LANGUAGES].sort());
    expect(catalogueLanguages(SERVER_LOCALES_DIR)).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en'))
    describe(language, () => {
      for (const { namespace, prose, read } of catalogues) {
        const source = english.get(namespace) ?? new Map<string, string>();
        const texts = flattenCatalogue(read(language));

        it(`${namespace}: has every key of English and no other`, () => {
          expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
        });

        if (!prose)
          it(`${namespace}: is valid ICU with English's placeholders`, () => {
            const wrong = [...source]
              .filter(([key, text]) => texts.has(key) && namesOf(text) !== namesOf(texts.get(key) ?? ''))
              .map(([key]) => key);
            expect(wrong).toEqual([]);
          });

        it(`${namespace}: carries no English text`, () => {
          const untranslated = [...source]
            .filter(([key, text]) => !NOT_WORDS.test(key) && texts.get(key) === text)
            .filter(([, text]) => wordsOf(text, SAME_WORDS[language] ?? []))
            .map(([key, text]) => `${key}: ${text}`);
          expect(untranslated).toEqual([]);
        });
      }
    });
});

/** The server's page meta by page, and where the web's catalogues keep the same page's words. */
const WEB_PAGE_META: Record<string, [namespace: string, section: string]> = {
  home: ['marketing', 'landing'],
  original: ['site-pages', 'original'],
  features: ['site-pages', 'features'],
  solutions: ['site-pages', 'solutions'],
  pricing: ['site-pages', 'pricing'],
  about: ['site-pages', 'about'],
  blog: ['site-pages', 'blog'],
  contact: ['site-pages', 'contact'],
  documentation: ['site-pages', 'docs'],
  terms: ['site-pages', 'terms'],
  privacy: ['site-pages', 'privacy'],
};

describe("the server's page meta", () => {
  it("is, in every language, the web's words for the same page (shown after a client-side navigation)", () => {
    const drift: string[] = [];
    for (const language of LANGUAGES) {
      const server = flattenCatalogue(readServerCatalogue(language, 'page-meta'));
      const pages = new Set(
        [...server.keys()].filter((k) => k.startsWith('pages.')).map((k) => k.split('.')[1]),
      );
      expect([...pages].sort(), language).toEqual(Object.keys(WEB_PAGE_META).sort());
      for (const [page, [namespace, section]] of Object.entries(WEB_PAGE_META)) {
        const web = flattenCatalogue(readCatalogue(language, namespace));
        for (const [field, webField] of [
          ['title', 'metaTitle'],
          ['description', 'metaDescription'],
        ] as const)
          if (server.get(`pages.${page}.${field}`) !== web.get(`${section}.${webField}`))
            drift.push(`${language} pages.${page}.${field} is not ${namespace}:${section}.${webField}`);
      }
    }
    expect(drift).toEqual([]);
  });
});

describe('the components', () => {
  it('hold no literal user-facing text: every text comes from a catalogue', () => {
    // Key caps are the keyboard's own names.
    const literal = findLiteralTexts(fileURLToPath(new URL('../../src/web', import.meta.url)), ['esc']);
    expect(literal.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
