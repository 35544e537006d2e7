import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils';
import { OriginalPage } from './original-page';

describe('/original, the earlier landing design', () => {
  it('has its own hero, a recipe preview, the five domains, how it works and a call to action', async () => {
    renderWithRouter(<OriginalPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Prompts work once. Recipes work every time.' }),
    ).toBeInTheDocument();
    const preview = screen.getByText('An example recipe').closest('figure')!;
    expect(within(preview).getByText('Weekly research digest')).toBeInTheDocument();
    expect(within(preview).getAllByRole('term').map((t) => t.textContent)).toEqual([
      '## Goal',
      '## Principles',
      '## Operations',
      '## Steps',
    ]);

    const domains = screen.getByRole('region', { name: 'One method for five kinds of work' });
    expect(within(domains).getAllByRole('listitem')).toHaveLength(5);
    expect(within(domains).getByRole('link', { name: /Research/ })).toHaveAttribute('href', '/solutions#research');
    expect(within(domains).getByRole('link', { name: 'See every solution' })).toHaveAttribute('href', '/solutions');

    const how = screen.getByRole('region', { name: 'From one line to a reusable recipe' });
    expect(within(how).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Describe',
      'Refine',
      'Receive',
      'Reuse',
    ]);
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the current homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Original design · Recipe Forge'));
  });

  it('sends a task from its form to the chat as the initial query', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<OriginalPage />);
    await user.type(screen.getByRole('textbox', { name: 'Describe a task' }), 'Plan a quarterly review{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.state).toEqual({ initialQuery: 'Plan a quarterly review' });
  });
});
