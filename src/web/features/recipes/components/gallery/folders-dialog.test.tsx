import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, installFakeApi, json } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { folderList, makeFolder } from '../../test/recipe-fixtures';
import { FoldersDialog } from './folders-dialog';

const open = async () => {
  const u = userEvent.setup();
  render(
    <TestProviders>
      <FoldersDialog />
    </TestProviders>,
  );
  await u.click(screen.getByRole('button', { name: 'Folders' }));
  return { u, dialog: await screen.findByRole('dialog', { name: 'Folders' }) };
};

describe('Folders dialog', { timeout: 15_000 }, () => {
  it("creates 'Untitled Folder' by default and refuses an empty name", async () => {
    const api = installFakeApi({
      routes: {
        'GET /api/folders': () => json(200, folderList([], 0)),
        'POST /api/folders': (body) =>
          json(201, makeFolder({ id: 'new', name: (body as { name: string }).name })),
      },
    });
    const { u, dialog } = await open();
    const name = within(dialog).getByLabelText('New folder name');
    expect(name).toHaveValue('Untitled Folder');
    await u.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(api.callsTo('POST /api/folders')).toHaveLength(1));
    expect(api.callsTo('POST /api/folders')[0]?.body).toEqual({ name: 'Untitled Folder' });

    await u.clear(name);
    await u.type(name, '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Folder name cannot be empty.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/folders')).toHaveLength(1);
  });

  it("shows 'Failed to create folder. Please try again.' when the server fails", async () => {
    installFakeApi({
      routes: {
        'GET /api/folders': () => json(200, folderList([], 0)),
        'POST /api/folders': () => apiError(500, 'INTERNAL', 'Something went wrong.'),
      },
    });
    const { u, dialog } = await open();
    await u.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('Failed to create folder. Please try again.')).toBeInTheDocument();
  });

  it('renames and deletes a folder', async () => {
    const api = installFakeApi({
      routes: {
        'GET /api/folders': () =>
          json(200, folderList([makeFolder({ id: 'f1', name: 'Work', recipeCount: 3 })], 3)),
        'PATCH /api/folders/f1': (body) =>
          json(200, makeFolder({ id: 'f1', name: (body as { name: string }).name })),
        'DELETE /api/folders/f1': () => new Response(null, { status: 204 }),
      },
    });
    const { u, dialog } = await open();
    expect(await within(dialog).findByText('3 recipes')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Rename Work' }));
    const input = within(dialog).getByRole('textbox', { name: 'Folder name' });
    await u.clear(input);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Folder name cannot be empty.')).toBeInTheDocument();
    await u.type(input, 'Projects');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/folders/f1')[0]?.body).toEqual({ name: 'Projects' }));

    await u.click(await within(dialog).findByRole('button', { name: 'Delete Work' }));
    expect(
      within(dialog).getByText('Delete the folder "Work"? Its recipes stay in All Recipes.'),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/folders/f1')).toHaveLength(1));
  });
});
