import { LIMITS } from '@shared/constants';
import { normalizeTags } from '@shared/contracts/recipes';
import { keyTerms } from './key-terms';

/**
 * The marketplace tag generator (chat-assistant.md §7, §9): deterministic, no AI, at most 10 tags.
 * It files a recipe under the domains its words point to, then adds its type and complexity, and
 * fills up with the title's key terms.
 */
const DOMAINS: Array<[tag: string, words: string[]]> = [
  [
    'writing',
    [
      'write',
      'writing',
      'essay',
      'blog',
      'article',
      'story',
      'copywriting',
      'draft',
      'proofread',
      'editing',
      'newsletter',
      'headline',
    ],
  ],
  [
    'code',
    [
      'code',
      'coding',
      'programming',
      'function',
      'api',
      'debug',
      'refactor',
      'typescript',
      'javascript',
      'python',
      'software',
      'bug',
      'repository',
      'sql',
      'algorithm',
      'frontend',
      'backend',
    ],
  ],
  [
    'marketing',
    [
      'marketing',
      'seo',
      'campaign',
      'brand',
      'branding',
      'audience',
      'social media',
      'ads',
      'advertising',
      'conversion',
      'funnel',
      'newsletter',
      'engagement',
    ],
  ],
  [
    'data',
    [
      'data',
      'dataset',
      'analysis',
      'analytics',
      'statistics',
      'chart',
      'metrics',
      'spreadsheet',
      'dashboard',
      'sql',
      'csv',
      'visualization',
    ],
  ],
  [
    'education',
    [
      'learn',
      'learning',
      'teach',
      'teaching',
      'lesson',
      'course',
      'student',
      'study',
      'tutor',
      'quiz',
      'curriculum',
      'exam',
      'explain',
    ],
  ],
  [
    'business',
    [
      'business',
      'strategy',
      'startup',
      'revenue',
      'sales',
      'pitch',
      'customer',
      'market',
      'pricing',
      'stakeholder',
      'roadmap',
    ],
  ],
  [
    'productivity',
    [
      'productivity',
      'workflow',
      'task',
      'tasks',
      'schedule',
      'organize',
      'automation',
      'automate',
      'habit',
      'checklist',
      'time management',
    ],
  ],
  ['design', ['design', 'ui', 'ux', 'layout', 'visual', 'logo', 'typography', 'wireframe', 'prototype']],
  [
    'research',
    ['research', 'paper', 'literature', 'survey', 'citation', 'sources', 'hypothesis', 'experiment'],
  ],
  ['career', ['resume', 'cv', 'interview', 'job', 'career', 'cover letter', 'hiring', 'recruiting']],
  ['health', ['health', 'fitness', 'diet', 'nutrition', 'workout', 'meditation', 'sleep', 'wellness']],
  ['finance', ['finance', 'budget', 'invest', 'investing', 'tax', 'money', 'accounting', 'savings']],
  [
    'creative',
    ['creative', 'brainstorm', 'ideas', 'poem', 'poetry', 'fiction', 'art', 'music', 'storytelling'],
  ],
  [
    'communication',
    ['communication', 'meeting', 'presentation', 'negotiation', 'feedback', 'email', 'conversation'],
  ],
  ['ai', ['ai', 'prompt', 'prompts', 'llm', 'chatbot', 'gpt', 'gemini', 'machine learning']],
];

/** Section headings of the recipe format say nothing about the recipe itself. */
const FORMAT_WORDS = new Set([
  'recipe',
  'title',
  'goal',
  'principles',
  'principle',
  'operations',
  'operation',
  'steps',
  'step',
]);

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const domainPatterns = DOMAINS.map(
  ([tag, words]) =>
    [
      tag,
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
    ] as const,
);

export interface TaggableRecipe {
  title: string;
  description: string;
  content: string;
  type?: string | null;
  complexity?: string | null;
}

/** Domain tags by how often their words occur, most first; title words count three times. */
function domainsOf(recipe: TaggableRecipe): string[] {
  const body = `${recipe.description}\n${recipe.content}`;
  const scored = domainPatterns
    .map(([tag, pattern]) => {
      const inTitle = recipe.title.match(pattern)?.length ?? 0;
      const inBody = body.match(pattern)?.length ?? 0;
      return { tag, score: inTitle * 3 + inBody };
    })
    .filter((d) => d.score > 0);
  scored.sort((a, b) => b.score - a.score || a.tag.localeCompare(b.tag));
  return scored.slice(0, 5).map((d) => d.tag);
}

export function marketplaceTags(recipe: TaggableRecipe): string[] {
  const tags = [...domainsOf(recipe)];
  if (recipe.type) tags.push(recipe.type);
  if (recipe.complexity) tags.push(recipe.complexity);
  const terms = keyTerms(recipe.title, 10).filter((t) => !FORMAT_WORDS.has(t) && t.length <= 30);
  return normalizeTags([...tags, ...terms]).slice(0, LIMITS.tagsFromMarketplaceGenerator);
}
