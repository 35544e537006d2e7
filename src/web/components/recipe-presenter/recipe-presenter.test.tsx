import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecipePresenter } from './recipe-presenter';

const RECIPE = [
  '# Recipe Title: Weekly Meal Prep',
  '## Goal',
  'Cook once, eat well all week.',
  '## Principles',
  '- Plan before shopping',
  '- Batch similar tasks',
  '## Operations',
  '- Chop',
  '- Roast',
  '- Portion',
  '## Steps',
  '1. Pick recipes',
  '2. Shop',
].join('\n');

const states = () =>
  screen
    .getAllByTestId('recipe-section')
    .map((s) => s.querySelector('[data-state]')?.getAttribute('data-state'));

afterEach(() => vi.useRealTimers());

describe('RecipePresenter', () => {
  it('shows the title in upper case and collapsible cards with item counts, the first 3 open', async () => {
    render(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('WEEKLY MEAL PREP');
    const sections = screen.getAllByTestId('recipe-section');
    expect(sections.map((s) => s.getAttribute('data-type'))).toEqual([
      'goal',
      'principles',
      'operations',
      'steps',
    ]);
    expect(within(sections[1]!).getByText('2 items')).toBeInTheDocument();
    expect(within(sections[2]!).getByText('3 items')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('1 item')).toBeInTheDocument();
    const toggles = sections.map((s) => within(s).getAllByRole('button')[0]!);
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true', 'false']);
    await userEvent.click(toggles[3]!);
    expect(toggles[3]).toHaveAttribute('aria-expanded', 'true');
    expect(within(sections[3]!).getByText('Shop')).toBeInTheDocument();
    expect(states()).toEqual(['complete', 'complete', 'complete', 'complete']);
  });

  it("marks the last section 'Writing...' while streaming, earlier ones Complete 2 s after, all at the end", () => {
    vi.useFakeTimers();
    const upTo = (marker: string) => RECIPE.slice(0, RECIPE.indexOf(marker));
    const { rerender } = render(<RecipePresenter content={upTo('## Principles')} streaming />);
    expect(states()).toEqual(['writing']);
    expect(screen.getByText('Writing...')).toBeInTheDocument();

    rerender(<RecipePresenter content={upTo('## Operations')} streaming />);
    expect(states()).toEqual(['pending', 'writing']);
    act(() => vi.advanceTimersByTime(1_999));
    expect(states()).toEqual(['pending', 'writing']);
    act(() => vi.advanceTimersByTime(1));
    expect(states()).toEqual(['complete', 'writing']);

    rerender(<RecipePresenter content={upTo('## Steps')} streaming />);
    expect(states()).toEqual(['complete', 'pending', 'writing']);
    rerender(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(states()).toEqual(['complete', 'complete', 'complete', 'complete']);
  });

  it("marks the section an unfinished reply was cut off in 'Incomplete' when its stream ends", () => {
    const cutOff = RECIPE.slice(0, RECIPE.indexOf('2. Shop'));
    const { rerender } = render(<RecipePresenter content={cutOff} streaming />);
    expect(states()).toEqual(['pending', 'pending', 'pending', 'writing']);
    rerender(<RecipePresenter content={cutOff} streaming={false} unfinished />);
    expect(states()).toEqual(['complete', 'complete', 'complete', 'incomplete']);
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
  });

  it("says 'No recipe content to display' when there is nothing to show", () => {
    render(<RecipePresenter content="   " streaming={false} />);
    expect(screen.getByText('No recipe content to display')).toBeInTheDocument();
  });

  it('uses the virtualised view past 20 sections and renders only what is in view', () => {
    const many = Array.from({ length: 40 }, (_, i) => `## Step group ${i + 1}\n- item a\n- item b`).join(
      '\n',
    );
    render(<RecipePresenter content={`# Recipe Title: Long\n${many}`} streaming={false} />);
    const scroller = screen.getByTestId('recipe-virtual');
    expect(scroller.style.maxHeight).toBe('600px');
    const rendered = screen.getAllByTestId('recipe-section').length;
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(40);
  });
});
