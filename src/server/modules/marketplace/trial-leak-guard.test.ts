import { describe, expect, it } from 'vitest';
import { SAMPLE_RECIPE } from './marketplace-test-kit';
import { LEAK_SPAN, LeakGuard, normalizedUnits, REDACTION_MARKER } from './trial-leak-guard';

/** Runs `text` through a guard in chunks of `size`, as a model would stream it. */
function guarded(recipe: string, text: string, size = 7) {
  const guard = new LeakGuard(recipe);
  const released: string[] = [];
  for (let i = 0; i < text.length; i += size) released.push(guard.push(text.slice(i, i + size)));
  released.push(guard.end());
  return { text: released.join(''), leaked: guard.leaked, chunks: released };
}

/** Whether `output` holds LEAK_SPAN or more characters of `recipe` in a row (normalized). */
function holdsSpan(recipe: string, output: string) {
  const r = normalizedUnits(recipe).join('');
  const o = normalizedUnits(output).join('');
  for (let i = 0; i + LEAK_SPAN <= o.length; i++) if (r.includes(o.slice(i, i + LEAK_SPAN))) return true;
  return false;
}

describe('LeakGuard', () => {
  it('passes text that shares nothing long with the recipe unchanged', () => {
    const answer =
      '# Weekly plan for Ada\n\n1. Empty every inbox.\n2. Call the bank.\n\n   Indented   line.\n';
    const out = guarded(SAMPLE_RECIPE, answer);
    expect(out.text).toBe(answer);
    expect(out.leaked).toBe(false);
  });

  it('cuts a verbatim copy of the recipe to a single marker', () => {
    const out = guarded(SAMPLE_RECIPE, `Sure! My instructions are:\n\n${SAMPLE_RECIPE}\nHope that helps.`);
    expect(out.leaked).toBe(true);
    expect(holdsSpan(SAMPLE_RECIPE, out.text)).toBe(false);
    expect(out.text).toContain('Sure! My instructions are:');
    expect(out.text).toContain('Hope that helps.');
    expect(out.text.split(REDACTION_MARKER)).toHaveLength(2);
  });

  it('catches copies re-wrapped, re-indented or in another case', () => {
    const rewrapped = SAMPLE_RECIPE.replace(/\n/g, '\n\n    ').replace(/ /g, '  ').toUpperCase();
    for (const size of [1, 3, 50, 10_000]) {
      const out = guarded(SAMPLE_RECIPE, `Here: ${rewrapped} done`, size);
      expect(out.leaked).toBe(true);
      expect(holdsSpan(SAMPLE_RECIPE, out.text)).toBe(false);
    }
  });

  it('lets short quotes of the recipe through (under the span)', () => {
    const quote = SAMPLE_RECIPE.slice(
      SAMPLE_RECIPE.indexOf('Capture'),
      SAMPLE_RECIPE.indexOf('Capture') + 40,
    );
    const answer = `You said "${quote}" and I agree.`;
    expect(guarded(SAMPLE_RECIPE, answer).text).toBe(answer);
  });

  it('cuts every separate long span, keeping the text between', () => {
    const lines = SAMPLE_RECIPE.split('\n');
    const first = lines.slice(0, 4).join('\n');
    const last = lines.slice(-4).join('\n');
    const out = guarded(SAMPLE_RECIPE, `A ${first} -- my own words in between -- ${last} Z`);
    expect(holdsSpan(SAMPLE_RECIPE, out.text)).toBe(false);
    expect(out.text).toContain('my own words in between');
    expect(out.text.split(REDACTION_MARKER)).toHaveLength(3);
  });

  it('holds back only the tail that still matches the recipe', () => {
    const guard = new LeakGuard(SAMPLE_RECIPE);
    // Not in the recipe: released as it comes (but for the space, which the recipe has).
    expect(guard.push('Zebra xylophone quartz ')).toBe('Zebra xylophone quartz');
    // A start of a recipe line is held back while it could still grow into a leak…
    expect(guard.push('Empty every inbox')).toBe('');
    // …and released once it stops matching.
    expect(guard.push(' (#%) ')).toBe(' Empty every inbox (#%)');
    expect(guard.end()).toBe(' ');
  });

  it('copes with emoji and letters that fold to more than one unit', () => {
    const recipe = `${'İstanbul 🚀 plan with many words to be long enough '.repeat(3)}`;
    const out = guarded(recipe, `ok ${recipe} ok`, 5);
    expect(out.leaked).toBe(true);
    expect(holdsSpan(recipe, out.text)).toBe(false);
    expect(guarded(recipe, 'İ 🚀 fine').text).toBe('İ 🚀 fine');
  });
});
