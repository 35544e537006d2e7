import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOVEL_SAMPLE_IDS } from '../samples/novel-samples';
import { renderDemo } from '../test-utils';
import { NovelRecipeDemoPage } from './novel-recipe-demo-page';

// Rendering the presenter in jsdom is slow on a busy machine: more than the default 5 s per test.
describe('NovelRecipeDemoPage', { timeout: 20_000 }, () => {
  it('offers three samples as tabs and reads the chosen one in the presenter', async () => {
    const user = userEvent.setup();
    renderDemo(<NovelRecipeDemoPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Novel recipe demo' })).toBeInTheDocument();
    expect(NOVEL_SAMPLE_IDS).toHaveLength(3);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sourdough at dawn',
      'The long walk',
      'A letter worth keeping',
    ]);
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('SOURDOUGH AT DAWN');
    // Every chapter is open, prologue to epilogue.
    expect(screen.getByText(/The kitchen is still dark/)).toBeInTheDocument();
    expect(screen.getByText(/singing softly/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'The long walk' }));
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('THE LONG WALK');
    await user.click(screen.getByRole('tab', { name: 'A letter worth keeping' }));
    expect(screen.getByTestId('novel-sample')).toHaveAttribute('data-sample', 'letter');
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('A LETTER WORTH KEEPING');
  });

  it('reads in the typewriter style first and switches to another style', async () => {
    const user = userEvent.setup();
    renderDemo(<NovelRecipeDemoPage />);
    expect(screen.getByRole('radio', { name: 'Typewriter' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Minimal' }));
    expect(screen.getByRole('radio', { name: 'Minimal' })).toBeChecked();
    expect(screen.getByTestId('recipe-title')).toHaveTextContent('SOURDOUGH AT DAWN');
  });
});
