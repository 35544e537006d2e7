import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import { caseScoresSchema } from '@shared/contracts/evaluation-report';
import { describe, expect, it } from 'vitest';
import type { RecipeModel } from '../../../ai/model';
import { offlineModel } from '../../../ai/offline-model';
import { JUDGE_SYSTEM } from './model-judge';
import { scoreCase } from './score-case';
import { BROKEN_RECIPE, GOOD_RECIPE } from './scoring-fixtures';
import { structuralScores } from './structural-checks';

/** A model whose `complete` answers what the test says, and remembers what it was asked. */
function fakeJudge(answer: (system: string, prompt: string, signal?: AbortSignal) => Promise<string>) {
  const asked: Array<{ system: string; prompt: string }> = [];
  const model: RecipeModel = {
    id: 'fake:judge',
    async *stream() {},
    async title() {
      return 'Title';
    },
    complete: (system, prompt, signal) => {
      asked.push({ system, prompt });
      return answer(system, prompt, signal);
    },
  };
  return { model, asked };
}

const goodAnswer = JSON.stringify({
  scores: Object.fromEntries(
    EVALUATION_CRITERIA.map((c, i) => [c, { score: i === 5 ? 2 : 4.5, reason: `Reason for ${c}.` }]),
  ),
  summary: 'Solid but fragile.',
});
const input = { prompt: 'Back up the database nightly', constraints: ['keep 14 days'], recipe: GOOD_RECIPE };

describe('the model judge', () => {
  it('takes good JSON scores with reasons; the overall is the judge’s', async () => {
    const { model, asked } = fakeJudge(async () => `Here you go:\n\`\`\`json\n${goodAnswer}\n\`\`\``);
    const scores = await scoreCase(input, { judge: model });
    expect(caseScoresSchema.parse(scores)).toEqual(scores);
    expect(scores.overallFrom).toBe('judge');
    expect(scores.unjudgedReason).toBeNull();
    expect(scores.judge?.criteria.robustness_error_handling).toEqual({
      score: 2,
      reason: 'Reason for robustness_error_handling.',
    });
    expect(scores.judge?.overall).toBe(4.1);
    expect(scores.overall).toBe(4.1);
    expect(scores.judge?.summary).toBe('Solid but fragile.');
    // Both are kept: the structural scores are there beside the judge's.
    expect(scores.structural).toEqual(structuralScores(GOOD_RECIPE, ['keep 14 days']));
    // The rubric is written out per criterion, and the case is in the prompt.
    for (const c of EVALUATION_CRITERIA) expect(asked[0]!.system).toContain(`- ${c}:`);
    expect(asked[0]!.prompt).toContain('Back up the database nightly');
    expect(asked[0]!.prompt).toContain('- keep 14 days');
    expect(asked[0]!.prompt).toContain('pg_dump');
  });

  it('leaves the case unjudged on garbage, with the structural overall', async () => {
    for (const garbage of [
      'I think it is pretty good!',
      '{"scores": {"structural_adherence": 9}}',
      '{not json',
    ]) {
      const { model } = fakeJudge(async () => garbage);
      const scores = await scoreCase(input, { judge: model });
      expect(scores).toMatchObject({
        judge: null,
        unjudgedReason: 'invalid_answer',
        overallFrom: 'structural',
      });
      expect(scores.overall).toBe(scores.structural.overall);
    }
  });

  it('leaves the case unjudged when the model answers nothing', async () => {
    const { model } = fakeJudge(async () => '   ');
    expect((await scoreCase(input, { judge: model })).unjudgedReason).toBe('no_answer');
  });

  it('leaves the case unjudged when the model never answers', async () => {
    const { model } = fakeJudge(() => new Promise<string>(() => {}));
    const started = Date.now();
    const scores = await scoreCase(input, { judge: model, timeoutMs: 50 });
    expect(scores.unjudgedReason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('leaves the case unjudged when the provider fails', async () => {
    const { model } = fakeJudge(async () => {
      throw new Error('503 from provider');
    });
    expect((await scoreCase(input, { judge: model })).unjudgedReason).toBe('model_error');
  });

  it('does not judge without a model or without a recipe', async () => {
    expect((await scoreCase(input, { judge: offlineModel() })).unjudgedReason).toBe('no_model');
    expect((await scoreCase(input)).unjudgedReason).toBe('no_model');
    const { model, asked } = fakeJudge(async () => goodAnswer);
    const none = await scoreCase({ ...input, recipe: null }, { judge: model });
    expect(none).toMatchObject({ unjudgedReason: 'no_recipe', overall: 0 });
    expect(asked).toHaveLength(0);
  });

  it('judges a broken recipe lower structurally whatever the judge says', async () => {
    const { model } = fakeJudge(async () => goodAnswer);
    const good = await scoreCase(input, { judge: model });
    const broken = await scoreCase({ ...input, recipe: BROKEN_RECIPE }, { judge: model });
    expect(broken.structural.overall).toBeLessThan(good.structural.overall);
    expect(JUDGE_SYSTEM).toContain('JSON only');
  });
});
