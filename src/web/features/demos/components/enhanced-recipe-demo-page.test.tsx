import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDemo } from '../test-utils';
import { EnhancedRecipeDemoPage } from './enhanced-recipe-demo-page';

// Rendering the presenter in jsdom is slow on a busy machine: more than the default 5 s per test.
describe('EnhancedRecipeDemoPage', { timeout: 20_000 }, () => {
  it('has the four tabs algorithm, optimization, dataStructure and htmlDemo, each with its recipe', async () => {
    const user = userEvent.setup();
    renderDemo(<EnhancedRecipeDemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enhanced recipe demo' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.id.split('-').at(-1))).toEqual([
      'algorithm',
      'optimization',
      'dataStructure',
      'htmlDemo',
    ]);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Algorithm',
      'Optimization',
      'Data structure',
      'HTML demo',
    ]);
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('BINARY SEARCH ON A SORTED LIST');
    expect(screen.getByTestId('enhanced-sample')).toHaveTextContent('export function binarySearch');

    await user.click(screen.getByRole('tab', { name: 'Optimization' }));
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('SPEED UP A SLOW DATABASE QUERY');
    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Data structure' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('BUILD A LEAST-RECENTLY-USED CACHE');
  });

  it('opens the tab named in ?tab=', () => {
    renderDemo(<EnhancedRecipeDemoPage />, '/enhanced-recipe-demo?tab=dataStructure');
    expect(screen.getByRole('tab', { name: 'Data structure' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the htmlDemo recipe’s HTML and scripts as text: no script, image, link or form element', () => {
    renderDemo(<EnhancedRecipeDemoPage />, '/enhanced-recipe-demo?tab=htmlDemo');
    const panel = screen.getByTestId('enhanced-sample');
    expect(panel).toHaveAttribute('data-sample', 'htmlDemo');
    expect(panel).toHaveTextContent('<script>alert("injected")</script>');
    expect(panel).toHaveTextContent(`<img src="x" onerror="alert('image')">`);
    expect(
      panel.querySelector('script, img, iframe, form, input[name="email"], b, em, a[href^="javascript"]'),
    ).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('no script runs');
  });
});
