import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manySections, RECIPE, stubCores } from './presenter-test-utils';
import { RecipePresenter } from './recipe-presenter';

const states = () =>
  screen
    .getAllByTestId('recipe-section')
    .map((s) => s.querySelector('[data-state]')?.getAttribute('data-state'));

afterEach(() => {
  vi.useRealTimers();
  stubCores(1);
});

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

  it('uses the virtualised view past 20 sections on a device of more than 4 cores, rendering only what is in view', () => {
    stubCores(8);
    render(<RecipePresenter content={manySections(40)} streaming={false} />);
    const scroller = screen.getByTestId('recipe-virtual');
    expect(scroller.style.maxHeight).toBe('600px');
    const rendered = screen.getAllByTestId('recipe-section').length;
    expect(rendered).toBeGreaterThan(3);
    expect(rendered).toBeLessThan(40);
  });

  it("keeps every section in the page on a device of 4 cores or fewer ('auto')", () => {
    stubCores(4);
    render(<RecipePresenter content={manySections(100)} streaming={false} />);
    expect(screen.queryByTestId('recipe-virtual')).toBeNull();
    expect(screen.getAllByTestId('recipe-section')).toHaveLength(100);
  });

  it("virtualises 100 sections with 'always' whatever the device, and never with 'never'", () => {
    stubCores(2);
    const { unmount } = render(
      <RecipePresenter content={manySections(100)} streaming={false} virtualize="always" />,
    );
    expect(screen.getByTestId('recipe-virtual')).toBeInTheDocument();
    expect(screen.getAllByTestId('recipe-section').length).toBeLessThan(100);
    unmount();
    stubCores(16);
    render(<RecipePresenter content={manySections(100)} streaming={false} virtualize="never" />);
    expect(screen.queryByTestId('recipe-virtual')).toBeNull();
    expect(screen.getAllByTestId('recipe-section')).toHaveLength(100);
  });

  it("says 'Generating...' in the header while streaming, not after", () => {
    const { rerender } = render(<RecipePresenter content={RECIPE} streaming />);
    expect(screen.getByTestId('recipe-generating')).toHaveTextContent('Generating...');
    rerender(<RecipePresenter content={RECIPE} streaming={false} />);
    expect(screen.queryByTestId('recipe-generating')).toBeNull();
  });
});

describe('RecipePresenter with bad input', () => {
  it('shows plain text with no sections as text, never a blank', () => {
    render(<RecipePresenter content="Just a friendly answer." streaming={false} />);
    expect(screen.getByText('Just a friendly answer.')).toBeInTheDocument();
    expect(screen.queryByTestId('recipe-empty')).toBeNull();
  });

  it('renders raw HTML and <script> in the markdown as text, never as elements', () => {
    const evil =
      '# Recipe Title: <b>Bold</b>\n## Steps\n1. <script>window.hacked = true</script>\n2. <img src=x onerror="window.hacked = true">';
    const { container } = render(<RecipePresenter content={evil} streaming={false} toolbar={false} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<script>window.hacked = true<\/script>/)).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lets a 100,000-character line wrap anywhere instead of widening the page', () => {
    const line = 'x'.repeat(100_000);
    render(<RecipePresenter content={`# Recipe Title: Wide\n## Goal\n${line}`} streaming={false} />);
    const text = screen.getByText(line);
    expect(text.closest('[class*="overflow-wrap:anywhere"]')).not.toBeNull();
  });

  it('shows 1,000 sections in a window of the virtualised view on a fast device', () => {
    stubCores(8);
    render(<RecipePresenter content={manySections(1_000)} streaming={false} />);
    expect(screen.getByTestId('recipe-stats')).toHaveTextContent(
      '0 of 2,000 completed · 0% · 1,000 sections',
    );
    expect(screen.getAllByTestId('recipe-section').length).toBeLessThan(60);
  });
});
