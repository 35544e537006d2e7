import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { makeRecipe } from '../../test/recipe-fixtures';
import { RecipeEditModal } from './recipe-edit-modal';

const recipe = makeRecipe({ id: 'r1', title: 'Tries', description: '', content: 'Goal: prefixes' });

describe('Recipe edit modal', { timeout: 15_000 }, () => {
  it('enables Save only after a change and requires title and content', async () => {
    const api = installFakeApi({
      routes: { 'PATCH /api/recipes/r1': (body) => json(200, { ...recipe, ...(body as object) }) },
    });
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    const u = userEvent.setup();
    render(
      <TestProviders>
        <RecipeEditModal recipe={recipe} open onOpenChange={onOpenChange} onSaved={onSaved} />
      </TestProviders>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const content = screen.getByRole('textbox', { name: 'Content' });
    await u.clear(content);
    expect(save).toBeEnabled();
    await u.click(save);
    expect(screen.getByText('Title and content are required')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/recipes/r1')).toHaveLength(0);

    await u.type(content, 'Goal: prefixes');
    expect(save).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Title' }), ' II');
    await u.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PATCH /api/recipes/r1')[0]?.body).toEqual({
      title: 'Tries II',
      description: '',
      content: 'Goal: prefixes',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
