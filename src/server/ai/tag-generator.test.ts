import { describe, expect, it } from 'vitest';
import { aiTags, keyTermTags, parseTagList } from './ai-tags';
import type { RecipeModel } from './model';
import { offlineModel } from './offline-model';
import { marketplaceTags } from './tag-generator';

const content = `# Recipe Title: Cold Email Campaign for SaaS Founders

## Goal
Write a cold email campaign that improves conversion for B2B SaaS founders.

## Principles
1. Know the audience

## Operations
- **Segment**: split the audience by industry

## Steps
1. Draft the first email
2. Measure conversion metrics in a spreadsheet
`;
const recipe = {
  title: 'Cold Email Campaign for SaaS Founders',
  description: 'Write a cold email campaign that improves conversion.',
  content,
};

describe('marketplaceTags', () => {
  it('files the recipe under its domains, most evident first, then type, complexity and title terms', () => {
    const tags = marketplaceTags({ ...recipe, type: 'pattern', complexity: 'advanced' });
    expect(tags[0]).toBe('marketing');
    expect(tags).toEqual(
      expect.arrayContaining([
        'marketing',
        'communication',
        'writing',
        'pattern',
        'advanced',
        'cold',
        'saas',
      ]),
    );
    expect(tags.indexOf('pattern')).toBeLessThan(tags.indexOf('cold'));
  });

  it('is deterministic and never returns more than 10 or a duplicate', () => {
    const busy = {
      title: 'Data analysis course for marketing and sales teams writing python code with design research',
      description: 'budget fitness resume poem meeting prompt',
      content: `${content} data python code design research budget fitness resume poem meeting prompt`,
      type: 'algorithm',
      complexity: 'simple',
    };
    const tags = marketplaceTags(busy);
    expect(tags.length).toBeLessThanOrEqual(10);
    expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
    expect(marketplaceTags(busy)).toEqual(tags);
  });

  it('matches whole words only', () => {
    // "maid" contains "ai", "paid" too: neither is about AI.
    expect(marketplaceTags({ title: 'Paid maid', description: '', content: 'paid maid' })).not.toContain(
      'ai',
    );
  });
});

describe('parseTagList', () => {
  it.each([
    ['["email marketing", "Copywriting", "b2b"]', ['email marketing', 'copywriting', 'b2b']],
    ['```json\n["a1", "b2"]\n```', ['a1', 'b2']],
    ['Here are the tags: ["seo", "blog"]', ['seo', 'blog']],
    ['{"tags": ["seo", "blog"]}', ['seo', 'blog']],
    ['Tags: seo, blog writing, #growth.', ['seo', 'blog writing', 'growth']],
    ['- seo\n- Blog\n* growth\n1. content', ['seo', 'blog', 'growth', 'content']],
    ['seo, SEO, Seo , , blog', ['seo', 'blog']],
    ['', []],
  ])('reads %j', (text, expected) => {
    expect(parseTagList(text)).toEqual(expected);
  });

  it('drops sentences and over-long entries, keeps at most 10', () => {
    const text = JSON.stringify([
      'this is a whole sentence not a tag',
      'x'.repeat(60),
      ...Array.from({ length: 14 }, (_, i) => `tag${i}`),
    ]);
    expect(parseTagList(text)).toEqual(Array.from({ length: 10 }, (_, i) => `tag${i}`));
  });
});

describe('aiTags', () => {
  it('uses key-term extraction without a model', async () => {
    const tags = await aiTags(offlineModel(), recipe);
    expect(tags).toEqual(keyTermTags(recipe));
    expect(tags).toEqual(expect.arrayContaining(['cold', 'email', 'campaign', 'saas']));
    expect(tags).not.toContain('goal');
  });

  it('asks the model and parses its answer', async () => {
    const calls: string[] = [];
    const model = {
      ...offlineModel(),
      id: 'test',
      complete: async (_system: string, prompt: string) => {
        calls.push(prompt);
        return '["Email", "outreach"]';
      },
    } satisfies RecipeModel;
    expect(await aiTags(model, recipe)).toEqual(['email', 'outreach']);
    expect(calls[0]).toContain('Cold Email Campaign');
  });

  it('throws when the model answers nothing usable, so the job retries', async () => {
    const model: RecipeModel = { ...offlineModel(), complete: async () => '   ' };
    await expect(aiTags(model, recipe)).rejects.toThrow('no tags');
  });
});
