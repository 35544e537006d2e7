import { APP_NAME } from './constants';

/**
 * Title and description of each public page. The server writes them into the HTML it sends for
 * the page (link previews and crawlers run no scripts), and the browser's `marketing` locale takes
 * its `metaTitle`/`metaDescription` from here for client-side navigation: one source, no drift.
 */
export interface PageMeta {
  /** Shown in the tab; the site name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  fullTitle?: boolean;
}

export const OG_IMAGE_PATH = '/icons/og-image.png';

export const PUBLIC_PAGE_META = {
  '/': {
    title: 'Recipe Forge — turn rough ideas into reusable AI prompt recipes',
    description:
      'Chat with an AI assistant that turns a rough idea into a structured prompt recipe — Title, Goal, Principles, Operations and Steps — then keep, share and sell it.',
    fullTitle: true,
  },
  '/original': {
    title: 'Original design',
    description:
      'The original Recipe Forge landing page: describe a task in one line and get a structured prompt recipe for content, projects, learning, code or research.',
  },
  '/solutions': {
    title: 'Solutions',
    description:
      'Recipe Forge for content, projects, learning, code and research: what a prompt recipe does in each domain, with an example recipe to try.',
  },
  '/features': {
    title: 'Features',
    description:
      'Recipe Forge features: chat-to-recipe generation, structured recipes, gallery and folders, sharing, a marketplace and your choice of AI model.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Recipe Forge pricing: Free to start, Standard $9.99 a month with unlimited generations and a 14-day free trial without a credit card, Enterprise on request.',
  },
  '/about': {
    title: 'About',
    description:
      'Why Recipe Forge exists: reusable, structured prompts that people can keep, share and sell.',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Notes on prompt recipes, structured prompting and building with AI from the Recipe Forge team.',
  },
  '/contact': {
    title: 'Contact',
    description:
      'Contact the Recipe Forge team about support, sales, partnerships or press. We respond within about 24 hours.',
  },
  '/documentation': {
    title: 'Documentation',
    description:
      'How Recipe Forge works: recipes and their structure, the chat assistant, gallery and folders, sharing links, import and export, the HTTP API and configuration.',
  },
  '/terms': {
    title: 'Terms of Service',
    description:
      'The terms for using Recipe Forge: accounts, recipes and content, sharing, subscriptions and billing.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'What Recipe Forge stores, why, for how long, and what it never does: no third-party trackers.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_META;

/** Every other path (the app's screens, unknown pages): the site's own name and summary. */
export const DEFAULT_PAGE_META: PageMeta = {
  title: APP_NAME,
  description:
    'Recipe Forge turns a chat with an AI assistant into structured, reusable prompt recipes you can keep, share and sell.',
  fullTitle: true,
};

export function documentTitle(meta: PageMeta): string {
  return meta.fullTitle ? meta.title : `${meta.title} · ${APP_NAME}`;
}
