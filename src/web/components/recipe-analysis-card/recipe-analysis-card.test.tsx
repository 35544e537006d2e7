import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECIPE as PRESENTER_RECIPE } from '../recipe-presenter/presenter-test-utils';
import { RecipeAnalysisCard } from './recipe-analysis-card';

// The DOM-to-image library, mocked at its import boundary: jsdom cannot draw.
const toJpeg = vi.fn<(node: HTMLElement, options: Record<string, unknown>) => Promise<string>>();
vi.mock('html-to-image', () => ({
  toJpeg: (node: HTMLElement, options: Record<string, unknown>) => toJpeg(node, options),
}));

// The presenter's fixture with 10 steps: 2 principles + 3 operations + 10 steps = 15, high
// complexity, difficulty 4.
const RECIPE = PRESENTER_RECIPE.replace(
  /## Steps[\s\S]*/,
  ['## Steps', ...Array.from({ length: 10 }, (_, i) => `${i + 1}. Step number ${i + 1}`)].join('\n'),
);

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  const base = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ ...base(query), matches: reducedMotion } as MediaQueryList)
      : base(query);
  toJpeg.mockReset();
});
afterEach(() => vi.useRealTimers());

const figure = (id: string) => screen.getByTestId(`recipe-card-${id}`);
const shown = () => screen.getByTestId('recipe-card-summary-shown').textContent ?? '';
const SUMMARY =
  '4 sections with 16 items: high complexity, difficulty 4 of 5, about 1 min to read. Rated 90% for quality.';

describe('RecipeAnalysisCard', () => {
  it('shows the figures of a known recipe, the title in upper case', () => {
    render(<RecipeAnalysisCard content={RECIPE} streaming={false} rating={4.5} />);
    expect(screen.getByTestId('recipe-card-title')).toHaveTextContent('WEEKLY MEAL PREP');
    expect(figure('read-time')).toHaveTextContent('1 min read');
    expect(within(figure('difficulty')).getByRole('img', { name: 'Difficulty 4 of 5' })).toBeInTheDocument();
    expect(figure('difficulty').querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(figure('complexity')).toHaveTextContent('High');
    expect(figure('sections')).toHaveTextContent('4');
    expect(figure('items')).toHaveTextContent('16');
    expect(figure('quality')).toHaveTextContent('90%');
  });

  it("says 'Not rated' without a rating, and uses a given title", () => {
    render(<RecipeAnalysisCard content={RECIPE} streaming={false} rating={null} title="My prep" />);
    expect(figure('quality')).toHaveTextContent('Not rated');
    expect(screen.getByTestId('recipe-card-title')).toHaveTextContent('MY PREP');
  });

  it("says 'Streaming...' while the text arrives, then 'Analysis Complete' and reveals 8 characters every 16 ms", () => {
    vi.useFakeTimers();
    const { rerender } = render(<RecipeAnalysisCard content={RECIPE.slice(0, 120)} streaming rating={4.5} />);
    expect(screen.getByRole('status')).toHaveTextContent('Streaming...');
    expect(shown()).toBe('');
    expect(screen.getByRole('button', { name: 'Export JPEG' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe('');

    rerender(<RecipeAnalysisCard content={RECIPE} streaming={false} rating={4.5} />);
    expect(screen.getByRole('status')).toHaveTextContent('Analysis Complete');
    expect(shown()).toBe('');
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe(SUMMARY.slice(0, 8));
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toBe(SUMMARY.slice(0, 16));
    act(() => vi.advanceTimersByTime(15));
    expect(shown()).toBe(SUMMARY.slice(0, 16));
    act(() => vi.advanceTimersByTime(16 * Math.ceil(SUMMARY.length / 8)));
    expect(shown()).toBe(SUMMARY);
    // The space is reserved from the start: the full text sits invisibly under the revealed part.
    expect(screen.getByTestId('recipe-card-summary')).toHaveTextContent(SUMMARY);
  });

  it('shows the summary at once under prefers-reduced-motion', () => {
    reducedMotion = true;
    render(<RecipeAnalysisCard content={RECIPE} streaming={false} rating={4.5} />);
    expect(shown()).toBe(SUMMARY);
  });

  it('exports a JPEG at quality 0.9 and scale 2 on the theme surface, named from the title', async () => {
    toJpeg.mockResolvedValue(`data:image/jpeg;base64,${btoa('\xff\xd8\xff\xd9')}`);
    // jsdom has no object URLs: these two stand in for the test and are put back after it.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    document.documentElement.style.setProperty('--surface', '#19191c');
    render(<RecipeAnalysisCard content={RECIPE} streaming={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export JPEG' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(toJpeg).toHaveBeenCalledTimes(1);
    const [node, options] = toJpeg.mock.calls[0]!;
    expect(node).toBe(screen.getByTestId('recipe-analysis-card'));
    expect(options).toMatchObject({ quality: 0.9, pixelRatio: 2, backgroundColor: '#19191c' });
    expect(names).toEqual(['weekly-meal-prep.jpg']);
    // The image holds the whole summary, even when exported before the reveal finished.
    expect(shown()).toContain('about 1 min to read');
    document.documentElement.style.removeProperty('--surface');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('keeps the card and tells the user when the export fails', async () => {
    toJpeg.mockRejectedValue(new Error('canvas refused'));
    const error = vi.spyOn(toast, 'error');
    render(<RecipeAnalysisCard content={RECIPE} streaming={false} />);
    const button = screen.getByRole('button', { name: 'Export JPEG' });
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The card could not be saved as an image. Nothing was changed: please try again.',
      ),
    );
    expect(button).toBeEnabled();
    expect(screen.getByTestId('recipe-analysis-card')).toBeInTheDocument();
  });

  it('shows the empty text for an empty recipe, and renders raw HTML as text', () => {
    const { rerender } = render(<RecipeAnalysisCard content="   " streaming={false} />);
    expect(screen.getByTestId('recipe-card-empty')).toHaveTextContent('No recipe content to display');
    expect(screen.queryByRole('button', { name: 'Export JPEG' })).toBeNull();
    rerender(
      <RecipeAnalysisCard
        content={'# Recipe Title: <img src=x onerror=alert(1)><script>x</script>'}
        streaming={false}
      />,
    );
    expect(document.querySelector('script, img')).toBeNull();
    expect(screen.getByTestId('recipe-card-title').textContent).toContain('<SCRIPT>');
  });
});
