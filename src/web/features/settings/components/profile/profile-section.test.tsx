import type { ProfileSummary } from '@shared/contracts/profile';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '@web/app/layouts/user-menu';
import { loadNamespace, setLanguage } from '@web/lib/i18n';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  type FakeApi,
  installFakeApi,
  json,
  keyedApiError,
  makeUser,
} from '../../../../test/fake-api';
import { renderRoute, TestProviders } from '../../../../test/render-route';
import { ProfileSync } from '../../profile-sync';
import { ProfileSection } from './profile-section';

afterEach(() => vi.restoreAllMocks());

const NEW_PHOTO = '/api/profile-photos/u1/mhx1abc0123456.webp';

/**
 * XMLHttpRequest as the photo upload uses it: reports its progress, then hands the request to
 * the fake API's fetch (so the test's routes answer it) and remembers the file it sent.
 */
const sentFiles: File[] = [];
class FakeXhr {
  static held: Array<() => void> = [];
  /** Hold each upload after its first progress event until the test releases it. */
  static hold = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private contentType: string | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    sentFiles.push(form.get('file') as File);
    const progress = (loaded: number) =>
      this.upload.onprogress?.(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }) as ProgressEvent,
      );
    const finish = async () => {
      progress(100);
      const response = await fetch(this.url, { method: this.method, body: form });
      this.status = response.status;
      this.contentType = response.headers.get('content-type');
      this.responseText = await response.text();
      this.onload?.();
    };
    setTimeout(() => {
      progress(40);
      if (FakeXhr.hold) FakeXhr.held.push(() => void finish());
      else void finish();
    }, 0);
  }
}

function profileServer(user = makeUser({ displayName: 'Ada', photoURL: null })) {
  let current = user;
  sentFiles.length = 0;
  FakeXhr.hold = false;
  FakeXhr.held = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const summary = (): ProfileSummary => ({
    displayName: current.displayName,
    photoURL: current.photoURL,
    email: current.email,
  });
  const api: FakeApi = installFakeApi({
    user: current,
    routes: {
      'PATCH /api/profile': (body) => {
        current = { ...current, displayName: (body as { displayName: string }).displayName.trim() };
        api.setUser(current);
        return json(200, summary());
      },
      'PUT /api/profile/photo': () => {
        current = { ...current, photoURL: NEW_PHOTO };
        api.setUser(current);
        return json(200, summary());
      },
      'DELETE /api/profile/photo': () => {
        current = { ...current, photoURL: null };
        api.setUser(current);
        return json(200, summary());
      },
    },
  });
  return {
    api,
    user: () => current,
    change: (next: Partial<typeof current>) => {
      current = { ...current, ...next };
      api.setUser(current);
    },
  };
}

async function openProfile() {
  renderRoute('/settings?tab=profile');
  await screen.findByRole('heading', { name: 'Settings' });
  const section = document.getElementById('settings-profile') as HTMLElement;
  await within(section).findByRole('textbox', { name: 'Display name' });
  return section;
}

/** The sidebar's user block (its trigger names the user by name and e-mail). */
const sidebarBlock = () => screen.getByRole('button', { name: /^Account menu:/ });
const sidebarPhoto = () => sidebarBlock().querySelector('img');

const photoInput = (section: HTMLElement) =>
  within(section).getByLabelText(/Upload photo|Change photo/) as HTMLInputElement;
const png = (name = 'me.png', size = 2_000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the Profile section', () => {
  it('shows the name, the photo or its initial, and the e-mail read-only', async () => {
    profileServer();
    const section = await openProfile();
    expect(within(section).getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada');
    const email = within(section).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(section).getByText('Email cannot be changed')).toBeInTheDocument();
    expect(within(section).getByText('A')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves a display name, updates the sidebar at once and shows the banner for 3 s', async () => {
    const server = profileServer();
    const user = userEvent.setup();
    const section = await openProfile();
    const field = within(section).getByRole('textbox', { name: 'Display name' });
    await user.clear(field);
    await user.type(field, '  Ada Lovelace ');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(server.api.callsTo('PATCH /api/profile').map((c) => c.body)).toEqual([
      { displayName: '  Ada Lovelace ' },
    ]);
    expect(field).toHaveValue('Ada Lovelace');
    expect(sidebarBlock()).toHaveTextContent('Ada Lovelace');
    await waitFor(() => expect(within(section).queryByText('Profile saved successfully!')).toBeNull(), {
      timeout: 4_000,
    });
  });

  it('refuses only spaces and 1,000 characters in the reader’s words, sending nothing', async () => {
    const server = profileServer();
    const section = await openProfile();
    const field = within(section).getByRole('textbox', { name: 'Display name' });
    const save = within(section).getByRole('button', { name: 'Save' });
    fireEvent.change(field, { target: { value: '     ' } });
    fireEvent.click(save);
    expect(await within(section).findByText('Please enter a display name.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'x'.repeat(1000) } });
    fireEvent.click(save);
    expect(
      await within(section).findByText('A display name can be at most 50 characters long.'),
    ).toBeInTheDocument();
    expect(server.api.callsTo('PATCH /api/profile')).toEqual([]);
    expect(sidebarBlock()).toHaveTextContent('Ada');
  });

  it('says §8’s words when the save fails, and the server’s when it refuses', async () => {
    const server = profileServer();
    const section = await openProfile();
    const field = within(section).getByRole('textbox', { name: 'Display name' });
    server.api.on('PATCH /api/profile', () => apiError(502, 'INTERNAL', ''));
    fireEvent.change(field, { target: { value: 'Grace' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to save profile. Please try again.',
    );
    server.api.on('PATCH /api/profile', () => keyedApiError(500, 'profile.updateFailed'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Failed to update profile in database. Please try again.',
      ),
    );
    expect(sidebarBlock()).toHaveTextContent('Ada');
    expect(sidebarBlock()).not.toHaveTextContent('Grace');
  });

  it('uploads a photo with its progress, and the sidebar avatar changes at once', async () => {
    const server = profileServer();
    // jsdom cannot make object URLs of its files: the preview's address is made up here.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    FakeXhr.hold = true;
    const user = userEvent.setup();
    const section = await openProfile();
    expect(sidebarPhoto()).toBeNull();
    await user.upload(photoInput(section), png());
    // The preview shows while it goes, with how much has gone.
    expect(
      await within(section).findByRole('img', { name: 'Preview of your new profile photo' }),
    ).toHaveAttribute('src', 'blob:preview-1');
    const bar = await within(section).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(section).getByText('Uploading… 40%')).toBeInTheDocument();
    act(() => FakeXhr.held.shift()?.());
    expect(await within(section).findByText('Profile saved successfully!')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      NEW_PHOTO,
    );
    expect(sidebarPhoto()).toHaveAttribute('src', NEW_PHOTO);
    expect(sentFiles.map((f) => f.name)).toEqual(['me.png']);
    expect(server.user().photoURL).toBe(NEW_PHOTO);
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(within(section).getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses a 20 MB photo and a file that is not an image before sending them', async () => {
    profileServer();
    const user = userEvent.setup({ applyAccept: false });
    const section = await openProfile();
    await user.upload(photoInput(section), png('huge.png', 20 * 1024 * 1024));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This photo is too large. Choose one of at most 10 MB.',
    );
    await user.upload(photoInput(section), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'This file is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF photo.',
      ),
    );
    expect(sentFiles).toEqual([]);
    expect(sidebarPhoto()).toBeNull();
  });

  it('shows the server’s refusal of a file posing as an image, and keeps the old photo', async () => {
    const server = profileServer(
      makeUser({ displayName: 'Ada', photoURL: '/api/profile-photos/u1/old0000001.webp' }),
    );
    server.api.on('PUT /api/profile/photo', () => keyedApiError(415, 'profile.photoNotImage'));
    const user = userEvent.setup();
    const section = await openProfile();
    await user.upload(photoInput(section), png('photo.png'));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This file is not an image.');
    expect(within(section).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/profile-photos/u1/old0000001.webp',
    );
    expect(sidebarPhoto()).toHaveAttribute('src', '/api/profile-photos/u1/old0000001.webp');
    expect(sentFiles).toHaveLength(1);

    server.api.on('PUT /api/profile/photo', () => apiError(500, 'INTERNAL', ''));
    await user.upload(photoInput(section), png('photo.png'));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'Failed to upload profile photo. Please try again.',
      ),
    );
  });

  it('removes the photo: the initial shows again, here and in the sidebar', async () => {
    const server = profileServer(
      makeUser({ displayName: 'Ada', photoURL: '/api/profile-photos/u1/old0000001.webp' }),
    );
    const user = userEvent.setup();
    const section = await openProfile();
    expect(sidebarPhoto()).not.toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Remove photo' }));
    expect(await within(section).findByText('Profile photo removed.')).toBeInTheDocument();
    expect(sidebarPhoto()).toBeNull();
    expect(within(section).queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    expect(server.api.callsTo('DELETE /api/profile/photo')).toHaveLength(1);
  });

  it('follows a change made in another tab (the profile.updated event)', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      constructor() {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = profileServer();
    render(
      <TestProviders>
        <MemoryRouter>
          <ProfileSync />
          <UserMenu />
        </MemoryRouter>
      </TestProviders>,
    );
    await screen.findByRole('button', { name: /^Account menu:/ });
    expect(sidebarPhoto()).toBeNull();
    server.change({ displayName: 'Countess', photoURL: NEW_PHOTO });
    const type = 'profile.updated';
    await waitFor(() => expect(sources.at(-1)?.listeners.get(type)).toBeDefined());
    act(() =>
      sources.at(-1)?.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify({ type }) })),
    );
    await waitFor(() => expect(sidebarPhoto()).toHaveAttribute('src', NEW_PHOTO));
    expect(sidebarBlock()).toHaveTextContent('Countess');
  });

  it('speaks the reader’s language: its texts and every refusal', async () => {
    profileServer();
    await act(async () => {
      await Promise.all([loadNamespace('fr', 'settings-profile'), loadNamespace('fr', 'errors')]);
      await setLanguage('fr');
    });
    try {
      const user = userEvent.setup();
      render(
        <TestProviders>
          <ProfileSection />
        </TestProviders>,
      );
      const field = await screen.findByRole('textbox', { name: 'Nom d’affichage' });
      expect(screen.getByText('L’adresse e-mail ne peut pas être modifiée')).toBeInTheDocument();
      fireEvent.change(field, { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Saisissez un nom d’affichage.')).toBeInTheDocument();
      await user.upload(screen.getByLabelText('Ajouter une photo'), png('huge.png', 20 * 1024 * 1024));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cette photo est trop volumineuse. Choisissez-en une de 10 Mo au maximum.',
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
