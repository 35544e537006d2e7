import type { RecipeSummary } from '@shared/contracts/recipes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi, json, makeUser } from '@web/test/fake-api';
import { TestProviders } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName } from '@web/lib/download-file';
import { ImportExportMenu } from './import-export-menu';

const imported = (id: string): RecipeSummary => ({
  id,
  title: `Recipe ${id}`,
  description: '',
  cardDescription: 'No description available',
  tags: [],
  folderId: null,
  imageUrl: null,
  type: null,
  isPrivate: false,
  tagsStatus: 'pending',
  imageStatus: 'pending',
  pinned: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

function renderMenu() {
  render(
    <TestProviders>
      <ImportExportMenu />
    </TestProviders>,
  );
  return { user: userEvent.setup(), input: screen.getByTestId('import-file') as HTMLInputElement };
}

/** The multipart body fetch was given for the import. */
function uploadedFile(): File | null {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([url, init]) => String(url) === '/api/recipes/import' && init?.method === 'POST');
  const body = call?.[1]?.body;
  return body instanceof FormData ? (body.get('file') as File) : null;
}

afterEach(() => vi.restoreAllMocks());

describe('ImportExportMenu', () => {
  it('uploads the chosen file and tells how many recipes came in', async () => {
    const api = installFakeApi({
      user: makeUser(),
      routes: { 'POST /api/recipes/import': () => json(201, { recipes: [imported('a'), imported('b')] }) },
    });
    const { user, input } = renderMenu();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.md'));
    await user.upload(
      input,
      new File(['# Recipe Title: Soup\n## Goal\nWarm up'], 'soup.md', { type: 'text/markdown' }),
    );
    expect(await screen.findByText('Imported 2 recipes')).toBeInTheDocument();
    expect(api.callsTo('POST /api/recipes/import')).toHaveLength(1);
    expect(uploadedFile()?.name).toBe('soup.md');
  });

  it("shows the server's message when the file is not a recipe", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'POST /api/recipes/import': () =>
          apiError(400, 'BAD_REQUEST', 'This file is not a recipe: it has no title or content.'),
      },
    });
    const { user, input } = renderMenu();
    await user.upload(input, new File(['{"hello":1}'], 'notes.json', { type: 'application/json' }));
    expect(
      await screen.findByText('This file is not a recipe: it has no title or content.'),
    ).toBeInTheDocument();
  });

  it('refuses a file over the size limit without uploading it', async () => {
    const api = installFakeApi({ user: makeUser() });
    const { user, input } = renderMenu();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.zip', { type: 'application/zip' });
    await user.upload(input, big);
    expect(
      await screen.findByText('This file is too large to import: the limit is 5 MB.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/recipes/import')).toHaveLength(0);
  });

  it("downloads the export under the server's file name, or says it failed", async () => {
    let fail = false;
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/recipes/export': () =>
          fail
            ? apiError(500, 'INTERNAL', 'Failed to export recipes. Please try again.')
            : new Response(new Uint8Array([80, 75, 3, 4]), {
                status: 200,
                headers: {
                  'content-type': 'application/zip',
                  'content-disposition': 'attachment; filename="recipes-2025-01-01.zip"',
                },
              }),
      },
    });
    // jsdom has no object URLs; the download itself is the anchor click recorded below.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    await waitFor(() => expect(clicked).toEqual(['recipes-2025-01-01.zip']));

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Export all' }));
    expect(await screen.findByText('Failed to export recipes. Please try again.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
  });
});

describe('attachmentName', () => {
  it('reads plain and UTF-8 file names, else falls back', () => {
    expect(attachmentName('attachment; filename="a b.zip"', 'f.zip')).toBe('a b.zip');
    expect(attachmentName('attachment; filename="x.zip"; filename*=UTF-8\'\'caf%C3%A9.zip', 'f.zip')).toBe(
      'café.zip',
    );
    expect(attachmentName(null, 'recipes.zip')).toBe('recipes.zip');
  });
});
