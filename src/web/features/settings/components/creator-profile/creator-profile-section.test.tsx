import type { CreatorProfileSettings, UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type FakeApi,
  installFakeApi,
  json,
  keyedApiError,
  makeUser,
} from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { CreatorProfileSection } from './creator-profile-section';

const WAIT = { timeout: 15_000 };
const PROFILE_URL = '/api/creators/me/profile';

afterEach(() => vi.restoreAllMocks());
// jsdom has no ResizeObserver; Radix's Switch measures its hidden form input with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function makeProfile(overrides: Partial<CreatorProfileSettings> = {}): CreatorProfileSettings {
  return {
    userId: 'u1',
    displayName: 'Ada Lovelace',
    title: 'Prompt engineer',
    bio: 'I write recipes.',
    location: 'London',
    website: 'https://ada.example/',
    experience: 'advanced',
    instagram: '',
    youtube: '',
    tiktok: '',
    twitter: '',
    github: 'https://github.com/ada',
    linkedin: '',
    specialties: ['Evaluation'],
    portfolioVisible: true,
    acceptCommissions: false,
    commissionRate: 50,
    availableForCollabs: false,
    photoURL: null,
    accountPhotoURL: null,
    bannerURL: null,
    joinedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A server that keeps the creator flag and the profile: PUT stores what it is sent. */
function creatorServer(options: { isCreator: boolean; profile?: Partial<CreatorProfileSettings> }) {
  let isCreator = options.isCreator;
  let profile = makeProfile(options.profile);
  const api: FakeApi = installFakeApi({
    user: makeUser(),
    routes: {
      'GET /api/creators/me': () => json(200, { isCreator }),
      'POST /api/creators/me': () => {
        isCreator = true;
        return json(200, profile);
      },
      [`GET ${PROFILE_URL}`]: () =>
        isCreator ? json(200, profile) : keyedApiError(403, 'creator.notCreator'),
      [`PUT ${PROFILE_URL}`]: (body) => {
        profile = { ...profile, ...(body as UpdateCreatorProfile) };
        return json(200, profile);
      },
    },
  });
  return api;
}

const renderSection = () =>
  render(
    <TestProviders>
      <MemoryRouter>
        <CreatorProfileSection />
      </MemoryRouter>
    </TestProviders>,
  );
const saveButton = () => screen.getByRole('button', { name: 'Save Profile' });

describe('Creator Profile section: becoming a creator', { timeout: 40_000 }, () => {
  it('pitches the three reasons and asks before making the user a creator', async () => {
    const api = creatorServer({ isCreator: false });
    const u = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Become a Creator' }, WAIT)).toBeInTheDocument();
    for (const reason of ['Share Algorithms', 'Build Community', 'Monetize'])
      expect(screen.getByText(reason)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Become a Creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a creator?' });
    expect(within(dialog).getByText(/Once you are a creator, you stay one/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/creators/me')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Become a Creator' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, become a creator' }));
    expect(await screen.findByRole('button', { name: 'Save Profile' }, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/creators/me')).toHaveLength(1);
    expect(screen.getByText(/Welcome, creator!/)).toBeInTheDocument();
    // No way back is offered.
    expect(screen.queryByRole('button', { name: /Become a Creator/ })).not.toBeInTheDocument();
  });

  it('says when becoming a creator failed, and keeps the dialog to try again', async () => {
    const api = creatorServer({ isCreator: false });
    api.on('POST /api/creators/me', () => apiError(500, 'INTERNAL', 'boom'));
    const u = userEvent.setup();
    renderSection();
    await u.click(await screen.findByRole('button', { name: 'Become a Creator' }, WAIT));
    await u.click(await screen.findByRole('button', { name: 'Yes, become a creator' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Could not make you a creator. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('Creator Profile section: the form', { timeout: 60_000 }, () => {
  it('shows the four groups with the stored values and saves every field', async () => {
    const api = creatorServer({ isCreator: true });
    const u = userEvent.setup();
    renderSection();
    const name = await screen.findByLabelText('Display Name', {}, WAIT);
    expect(name).toHaveValue('Ada Lovelace');
    for (const group of ['Basic Information', 'Social Media', 'Specialties', 'Creator Settings'])
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    for (const network of ['Instagram', 'YouTube', 'TikTok', 'X', 'GitHub', 'LinkedIn'])
      expect(screen.getByLabelText(network)).toBeInTheDocument();
    expect(screen.getByLabelText('Experience Level')).toHaveValue('advanced');
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/marketplace/creator/u1',
    );

    await u.clear(screen.getByLabelText('Professional Title'));
    await u.type(screen.getByLabelText('Professional Title'), 'Workflow designer');
    await u.type(screen.getByLabelText('TikTok'), '@ada');
    await u.selectOptions(screen.getByLabelText('Experience Level'), 'professional');
    await u.click(screen.getByRole('switch', { name: 'Available for Collaborations' }));
    await u.click(saveButton());

    expect(await screen.findByText('Creator profile updated successfully', {}, WAIT)).toBeInTheDocument();
    const [put] = api.callsTo(`PUT ${PROFILE_URL}`);
    expect(put?.body).toMatchObject({
      title: 'Workflow designer',
      tiktok: '@ada',
      experience: 'professional',
      availableForCollabs: true,
      specialties: ['Evaluation'],
      commissionRate: 50,
    });
    // The success message vanishes after 3 seconds.
    await waitFor(
      () => expect(screen.queryByText('Creator profile updated successfully')).not.toBeInTheDocument(),
      {
        timeout: 5_000,
      },
    );
  });

  it('checks links before sending: an error under the field, nothing sent', async () => {
    const api = creatorServer({ isCreator: true });
    const u = userEvent.setup();
    renderSection();
    const website = await screen.findByLabelText('Website', {}, WAIT);
    await u.clear(website);
    await u.type(website, 'javascript:alert(1)');
    await u.clear(screen.getByLabelText('GitHub'));
    await u.type(screen.getByLabelText('GitHub'), 'https://evil.example/ada');
    await u.click(saveButton());
    expect(
      await screen.findByText('Enter a website address such as https://example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a GitHub profile address or a valid GitHub handle.')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus, so a keyboard user lands on it.
    await waitFor(() => expect(screen.getByLabelText('Website')).toHaveFocus());
    expect(api.callsTo(`PUT ${PROFILE_URL}`)).toHaveLength(0);
  });

  it("shows the server's refusal under its field, and §8's words when the save fails", async () => {
    const api = creatorServer({ isCreator: true });
    const u = userEvent.setup();
    renderSection();
    await screen.findByLabelText('Display Name', {}, WAIT);
    api.on(`PUT ${PROFILE_URL}`, () =>
      keyedApiError(400, 'creator.socialLinkInvalid', { network: 'LinkedIn' }),
    );
    await u.click(saveButton());
    const linkedin = screen.getByLabelText('LinkedIn');
    await waitFor(() => expect(linkedin).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Enter a LinkedIn profile address or a valid LinkedIn handle.'),
    ).toBeInTheDocument();

    api.on(`PUT ${PROFILE_URL}`, () => apiError(500, 'INTERNAL', 'database down'));
    await u.type(linkedin, 'ada');
    await u.click(saveButton());
    expect(
      await screen.findByText('Failed to update creator profile. Please try again.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByText('database down')).not.toBeInTheDocument();
  });

  it('adds specialties by Enter, Add or a suggestion, and refuses duplicates, a sixth and too long ones', async () => {
    const api = creatorServer({ isCreator: true, profile: { specialties: [] } });
    const u = userEvent.setup();
    renderSection();
    const input = await screen.findByLabelText('Add your own', {}, WAIT);
    expect(screen.getByText('0 of 5')).toBeInTheDocument();

    await u.type(input, 'Prompt Evaluation{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Prompt Evaluation' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    // Enter added the specialty; it did not submit the profile.
    expect(api.callsTo(`PUT ${PROFILE_URL}`)).toHaveLength(0);

    await u.type(input, '   {Enter}');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();

    await u.type(input, 'prompt evaluation');
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('This specialty is already added')).toBeInTheDocument();
    await u.clear(input);

    fireEvent.change(input, { target: { value: 'x'.repeat(51) } });
    await u.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('A specialty can be at most 50 characters long.')).toBeInTheDocument();
    await u.clear(input);

    for (const offered of ['DevOps', 'Security', 'Machine Learning', 'API Development'])
      await u.click(screen.getByRole('button', { name: offered }));
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
    // The chosen ones leave the suggestions.
    expect(screen.queryByRole('button', { name: 'DevOps' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Testing Strategies' }));
    expect(screen.getByText('Maximum of 5 specialties allowed')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove Security' }));
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
    await u.click(saveButton());
    await screen.findByText('Creator profile updated successfully', {}, WAIT);
    expect(api.callsTo(`PUT ${PROFILE_URL}`)[0]?.body).toMatchObject({
      specialties: ['Prompt Evaluation', 'DevOps', 'Machine Learning', 'API Development'],
    });
  });

  it('shows the commission slider only with Accept Commissions on, in steps of 25', async () => {
    const api = creatorServer({ isCreator: true });
    const u = userEvent.setup();
    renderSection();
    const accept = await screen.findByRole('switch', { name: 'Accept Commissions' }, WAIT);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await u.click(accept);
    const slider = screen.getByRole('slider', { name: 'Commission Rate' });
    expect(slider).toHaveAttribute('min', '25');
    expect(slider).toHaveAttribute('max', '500');
    expect(slider).toHaveAttribute('step', '25');
    expect(slider).toHaveAttribute('aria-valuetext', '$50.00 per recipe');
    fireEvent.change(slider, { target: { value: '125' } });
    expect(slider).toHaveAttribute('aria-valuetext', '$125.00 per recipe');
    await u.click(saveButton());
    await screen.findByText('Creator profile updated successfully', {}, WAIT);
    expect(api.callsTo(`PUT ${PROFILE_URL}`)[0]?.body).toMatchObject({
      acceptCommissions: true,
      commissionRate: 125,
    });
    await u.click(accept);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('uploads a photo at once, shows it, and refuses a file that is not an image before sending', async () => {
    const api = creatorServer({ isCreator: true });
    api.on('POST /api/creators/me/profile/images/photo', () =>
      json(200, makeProfile({ photoURL: '/api/creators/u1/images/photo-abc12345.webp' })),
    );
    const u = userEvent.setup({ applyAccept: false });
    renderSection();
    await screen.findByLabelText('Display Name', {}, WAIT);
    const [photoInput] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await u.upload(photoInput!, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('This file is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF image.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/creators/me/profile/images/photo')).toHaveLength(0);

    await u.upload(
      photoInput!,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Image saved', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your creator profile photo' })).toHaveAttribute(
      'src',
      '/api/creators/u1/images/photo-abc12345.webp',
    );
    expect(api.callsTo('POST /api/creators/me/profile/images/photo')).toHaveLength(1);
  });

  it('says when the profile failed to load, and tries again', async () => {
    const api = creatorServer({ isCreator: true });
    let fail = true;
    api.on(`GET ${PROFILE_URL}`, () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, makeProfile())));
    const u = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Failed to load your creator profile.', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Display Name', {}, WAIT)).toHaveValue('Ada Lovelace');
  });
});
