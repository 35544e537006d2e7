import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENTER_SAMPLES } from '../samples/presenter-samples';
import { renderDemo } from '../test-utils';
import { RecipePresenterDemoPage } from './recipe-presenter-demo-page';

const progress = () => screen.getByTestId('stream-progress').textContent;
const total = PRESENTER_SAMPLES.streaming.length.toLocaleString('en');

afterEach(() => vi.useRealTimers());

// Rendering the presenter in jsdom is slow on a busy machine: more than the default 5 s per test.
describe('RecipePresenterDemoPage', { timeout: 20_000 }, () => {
  it('shows the simple sample in the presenter and the recipe card, titled for what it demonstrates', () => {
    renderDemo(<RecipePresenterDemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe presenter demo' })).toBeInTheDocument();
    expect(document.title).toContain('Recipe presenter demo');
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('WRITE A CLEAR BUG REPORT');
    expect(screen.getAllByTestId('recipe-section')).toHaveLength(4);
    expect(screen.getByTestId('recipe-analysis-card')).toBeInTheDocument();
    // The presenter's own toolbar: its style and display mode can be switched here.
    expect(screen.getByTestId('recipe-toolbar')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Simple' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Smart' })).toBeChecked();
    // The hints count the samples' sections: the complex one is past the 20-section threshold.
    expect(screen.getByRole('radio', { name: 'Simple' })).toHaveAccessibleDescription(
      'A short recipe, 4 sections',
    );
    expect(screen.getByRole('radio', { name: 'Complex' })).toHaveAccessibleDescription(
      'A long plan, 29 sections',
    );
  });

  it('switches the recipe type and the presenter; the virtualized presenter renders the virtual view', async () => {
    const user = userEvent.setup();
    renderDemo(<RecipePresenterDemoPage />);
    expect(screen.queryByTestId('recipe-virtual')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('RUN A PRODUCTIVE ONE-HOUR WORKSHOP');

    await user.click(screen.getByRole('radio', { name: 'Virtualized' }));
    expect(screen.getByTestId('recipe-virtual')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Presenter: Virtualized' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.queryByTestId('recipe-virtual')).not.toBeInTheDocument();

    // The complex sample has more than 20 sections: even the standard presenter renders them all.
    await user.click(screen.getByRole('radio', { name: 'Complex' }));
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('LAUNCH A SOFTWARE-AS-A-SERVICE PRODUCT');
    expect(screen.getAllByTestId('recipe-section').length).toBeGreaterThan(20);
  });

  it('streams 5 characters every 50 ms into the presenter and the card; Stop halts, Start resumes', () => {
    vi.useFakeTimers();
    renderDemo(<RecipePresenterDemoPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Streaming' }));
    expect(progress()).toBe(`0 of ${total} characters`);
    expect(screen.getByTestId('stream-status')).toHaveAttribute('data-status', 'running');

    act(() => vi.advanceTimersByTime(49));
    expect(progress()).toBe(`0 of ${total} characters`);
    act(() => vi.advanceTimersByTime(1));
    expect(progress()).toBe(`5 of ${total} characters`);
    act(() => vi.advanceTimersByTime(50 * 9));
    expect(progress()).toBe(`50 of ${total} characters`);
    expect(screen.getByTestId('recipe-card-status')).toHaveTextContent('Streaming...');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(progress()).toBe(`50 of ${total} characters`);
    expect(screen.getByTestId('stream-status')).toHaveAttribute('data-status', 'stopped');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(100));
    expect(progress()).toBe(`60 of ${total} characters`);
  });

  it('runs to the end and then marks every section complete; Start replays from the beginning', () => {
    vi.useFakeTimers();
    renderDemo(<RecipePresenterDemoPage />);
    fireEvent.click(screen.getByRole('radio', { name: 'Streaming' }));
    const ticks = Math.ceil(PRESENTER_SAMPLES.streaming.length / 5);
    act(() => vi.advanceTimersByTime(ticks * 50));
    expect(progress()).toBe(`${total} of ${total} characters`);
    expect(screen.getByTestId('stream-status')).toHaveAttribute('data-status', 'complete');
    const states = screen
      .getAllByTestId('recipe-section')
      .map((s) => s.querySelector('[data-state]')?.getAttribute('data-state'));
    expect(new Set(states)).toEqual(new Set(['complete']));
    expect(screen.getByTestId('recipe-card-status')).toHaveTextContent('Analysis Complete');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(progress()).toBe(`0 of ${total} characters`);
    act(() => vi.advanceTimersByTime(50));
    expect(progress()).toBe(`5 of ${total} characters`);
  });

  it('Reset empties the presenter, which then says there is nothing to display', () => {
    renderDemo(<RecipePresenterDemoPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('recipe-empty')).toHaveTextContent('No recipe content to display');
    expect(screen.getByRole('progressbar', { name: 'Simulated stream' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });
});
