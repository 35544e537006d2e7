import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils';
import { TaskForm } from './task-form';

describe('TaskForm', () => {
  it('ignores blank text', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<TaskForm />);
    await user.type(screen.getByRole('textbox', { name: 'Describe a task' }), '    ');
    await user.click(screen.getByRole('button', { name: 'Forge recipe' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /chat with the trimmed text as initialQuery', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<TaskForm />);
    await user.type(screen.getByRole('textbox', { name: 'Describe a task' }), '  Plan a team offsite  {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.state).toEqual({ initialQuery: 'Plan a team offsite' });
  });

  it('fills the form from the example chips', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<TaskForm />);
    for (const chip of ['Content strategy plan', 'Project management framework', 'Learning system design']) {
      await user.click(screen.getByRole('button', { name: chip }));
      expect(screen.getByRole('textbox', { name: 'Describe a task' })).toHaveValue(chip);
    }
    await user.click(screen.getByRole('button', { name: 'Forge recipe' }));
    await waitFor(() => expect(router.state.location.state).toEqual({ initialQuery: 'Learning system design' }));
  });
});
