import { describe, expect, it } from 'vitest';
import type { RecipeModel } from '../../ai/model';
import { offlineModel } from '../../ai/offline-model';
import { CASE_BANK } from './case-bank';
import { canWriteCases, parseModelCases, writeCases } from './write-cases';

/** Test cases written by the model where one is configured; anything unusable falls back to the bank. */
const log = { warn: () => {} };
const signal = () => new AbortController().signal;

function answering(answer: (prompt: string) => string | Promise<string>): RecipeModel {
  return {
    id: 'fake:model',
    stream: offlineModel().stream,
    title: async () => 'title',
    complete: async (_system, prompt) => answer(prompt),
  };
}

const slotCount = (prompt: string) => prompt.split('\n').filter((l) => /^\d+\. category:/.test(l)).length;

describe('writing evaluation cases', () => {
  it('uses the bank with the offline composer, which cannot write cases', async () => {
    expect(canWriteCases(offlineModel())).toBe(false);
    const { cases, source } = await writeCases(offlineModel(), 20, signal(), log);
    expect(source).toBe('bank');
    expect(cases).toHaveLength(20);
    for (const c of cases) expect(CASE_BANK).toContainEqual(c);
  });

  it("takes the model's cases in the planned slots, so the spread holds", async () => {
    const model = answering((prompt) =>
      JSON.stringify({
        cases: Array.from({ length: slotCount(prompt) }, (_, i) => ({
          prompt: `Model-written request number ${i + 1} about a concrete task`,
          constraints: [`constraint ${i + 1}`],
        })),
      }),
    );
    const { cases, source } = await writeCases(model, 10, signal(), log);
    expect(source).toBe('model');
    expect(cases).toHaveLength(10);
    expect(cases[0]!.prompt).toBe('Model-written request number 1 about a concrete task');
    expect(new Set(cases.map((c) => c.category)).size).toBe(6);
    expect(new Set(cases.map((c) => c.complexity)).size).toBe(4);
    expect(new Set(cases.map((c) => c.ambiguityLevel)).size).toBe(3);
  });

  it.each([
    ['garbage', 'Sure! Here are some test cases you might like.'],
    ['nothing', ''],
    ['too few cases', JSON.stringify({ cases: [{ prompt: 'Only one case written here', constraints: [] }] })],
    ['a wrong shape', JSON.stringify({ cases: 'none' })],
  ])('falls back to the bank when the model answers %s', async (_name, answer) => {
    const { cases, source } = await writeCases(
      answering(() => answer),
      10,
      signal(),
      log,
    );
    expect(source).toBe('bank');
    expect(cases).toHaveLength(10);
  });

  it('falls back to the bank when the model fails, but not when the runner stops', async () => {
    const failing = answering(() => Promise.reject(new Error('provider down')));
    expect((await writeCases(failing, 10, signal(), log)).source).toBe('bank');
    const stop = new AbortController();
    stop.abort();
    await expect(writeCases(failing, 10, stop.signal, log)).rejects.toThrow();
  });

  it('reads JSON inside a code fence', () => {
    const slots = CASE_BANK.slice(0, 1);
    const fenced =
      '```json\n{"cases":[{"prompt":"A fenced request that is long enough","constraints":[]}]}\n```';
    expect(parseModelCases(fenced, slots)?.[0]?.prompt).toBe('A fenced request that is long enough');
  });
});
