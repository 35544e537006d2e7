import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeMyListing } from '../../../marketplace/test/publish-fixtures';
import { installFakeApi, json, makeUser } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { RecipeManagerSection } from './recipe-manager-section';

/**
 * A listing a moderator sent back (issue 22 moderation queue): the creator reads the reason in
 * their Recipe Manager, in the moderator's words, until they publish a new version.
 */
describe('a rejected listing in the Recipe Manager', () => {
  it("shows the moderator's reason on the draft, and nothing on the others", async () => {
    installFakeApi({
      user: makeUser(),
      routes: {
        'GET /api/marketplace/my-listings': () =>
          json(200, {
            items: [
              makeMyListing({
                id: 'rejected',
                title: 'Sent Back Recipe',
                status: 'draft',
                rejection: {
                  reason: 'The steps only repeat the goal.',
                  rejectedAt: '2026-11-27T08:00:00.000Z',
                },
              }),
              makeMyListing({ id: 'fine', title: 'Fine Recipe', status: 'draft', rejection: null }),
            ],
          }),
      },
    });
    render(
      <TestProviders>
        <MemoryRouter>
          <RecipeManagerSection />
        </MemoryRouter>
      </TestProviders>,
    );
    const rejected = await screen.findByRole('listitem', { name: 'Sent Back Recipe' });
    const note = within(rejected).getByRole('note', { name: 'A moderator sent this recipe back' });
    expect(within(note).getByText('The steps only repeat the goal.')).toBeInTheDocument();
    expect(
      within(note).getByText('Change what the reason asks for, then publish it again.'),
    ).toBeInTheDocument();
    const fine = screen.getByRole('listitem', { name: 'Fine Recipe' });
    expect(within(fine).queryByRole('note')).toBeNull();
  });
});
