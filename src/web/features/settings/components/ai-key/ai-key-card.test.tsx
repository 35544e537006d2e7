import { type AiKeySettings, saveAiKeySchema } from '@shared/contracts/ai-key';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespace, setLanguage } from '@web/lib/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, installFakeApi, json, keyedApiError, makeUser } from '../../../../test/fake-api';
import { TestProviders } from '../../../../test/render-route';
import { AiKeyCard } from './ai-key-card';

const URL = '/api/ai-key';
const BASE_URL = 'https://openrouter.ai/api/v1';
const OWN_KEY = 'sk-or-v1-users-own-key-5678';

type Saved = NonNullable<AiKeySettings['aiKey']>;

/**
 * The server's side of the card: GET answers what is saved, PUT checks the body with the
 * endpoint's own schema and saves (keeping only the last 4 characters) unless `save` answers
 * otherwise, DELETE removes. Nothing is saved when a save is refused.
 */
function aiKeyServer(options: { saved?: Saved | null; save?: FakeHandler } = {}) {
  let saved: Saved | null = options.saved ?? null;
  const api = installFakeApi({
    user: makeUser(),
    routes: {
      [`GET ${URL}`]: () => json(200, { aiKey: saved }),
      [`PUT ${URL}`]: async (body, url) => {
        if (options.save) return options.save(body, url);
        const parsed = saveAiKeySchema.parse(body);
        saved = {
          provider: parsed.provider,
          baseUrl: parsed.provider === 'openai-compatible' ? parsed.baseUrl : null,
          model:
            parsed.provider === 'openai-compatible' ? parsed.model : (parsed.model ?? 'gemini-2.5-flash'),
          keyLast4: parsed.apiKey.slice(-4),
          updatedAt: '2026-11-25T22:00:00.000Z',
        };
        return json(200, { aiKey: saved });
      },
      [`DELETE ${URL}`]: () => {
        saved = null;
        return json(200, { aiKey: null });
      },
    },
  });
  return { api, saved: () => saved };
}

function renderCard() {
  render(
    <TestProviders>
      <AiKeyCard />
    </TestProviders>,
  );
}

/** Opens the form and fills an OpenAI-compatible key (without saving). */
async function fillOpenAiKey(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a key' }));
  await user.click(screen.getByRole('radio', { name: /OpenAI-compatible/ }));
  await user.type(screen.getByLabelText('Base URL'), BASE_URL);
  await user.type(screen.getByLabelText('API key'), OWN_KEY);
  await user.type(screen.getByLabelText('Model'), 'openai/gpt-4o-mini');
}

// jsdom has no ResizeObserver; Radix's radio measures its hidden form input with one inside a form.
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

const card = () => screen.getByRole('region', { name: 'Your own AI key' });

describe('your own AI key', { timeout: 15_000 }, () => {
  it('without a key: says what a key does and offers to add one', async () => {
    aiKeyServer();
    renderCard();
    expect(await screen.findByRole('button', { name: 'Add a key' })).toBeEnabled();
    expect(
      within(card()).getByText(
        'Your generations use your key instead of the server’s and don’t count against your monthly allowance.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card()).getByText('No key saved: your generations use the server’s model.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByText(/Key ending in/)).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('saves an OpenAI-compatible key: sends base URL, key and model, shows "Checking your key…", then the last 4 only', async () => {
    let answer!: () => void;
    const server = aiKeyServer();
    const { api } = server;
    // The test call takes a moment: the save answers only when the test lets it.
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.on(`PUT ${URL}`, async (body) => {
      await held;
      const parsed = saveAiKeySchema.parse(body);
      return json(200, {
        aiKey: {
          provider: parsed.provider,
          baseUrl: BASE_URL,
          model: 'openai/gpt-4o-mini',
          keyLast4: parsed.apiKey.slice(-4),
          updatedAt: '2026-11-25T22:00:00.000Z',
        },
      });
    });
    const user = userEvent.setup();
    renderCard();
    await fillOpenAiKey(user);
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(key).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show key' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByRole('button', { name: /Checking your key…/ })).toBeDisabled();
    expect(screen.getByLabelText('API key')).toBeDisabled();
    expect(api.callsTo(`PUT ${URL}`).map((c) => c.body)).toEqual([
      { provider: 'openai-compatible', baseUrl: BASE_URL, apiKey: OWN_KEY, model: 'openai/gpt-4o-mini' },
    ]);

    await act(async () => answer());
    expect(await within(card()).findByText('Key ending in ••••5678')).toBeInTheDocument();
    expect(
      within(card()).getByText('Your key works and is saved. Your next generations use it.'),
    ).toBeInTheDocument();
    expect(within(card()).getByText('OpenAI-compatible')).toBeInTheDocument();
    expect(within(card()).getByText(BASE_URL)).toBeInTheDocument();
    expect(within(card()).getByText('openai/gpt-4o-mini')).toBeInTheDocument();
    expect(card()).not.toHaveTextContent(OWN_KEY);
    expect(screen.queryByLabelText('API key')).toBeNull();
    // The form closed: the focus is on the card's next step, not lost on the page.
    expect(screen.getByRole('button', { name: 'Replace' })).toHaveFocus();
  });

  it('sends only the key for Gemini, whatever was typed for the other provider', async () => {
    const { api } = aiKeyServer();
    const user = userEvent.setup();
    renderCard();
    await fillOpenAiKey(user);
    await user.click(screen.getByRole('radio', { name: /Gemini/ }));
    expect(screen.queryByLabelText('Base URL')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await within(card()).findByText('Key ending in ••••5678')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${URL}`).map((c) => c.body)).toEqual([{ provider: 'gemini', apiKey: OWN_KEY }]);
    expect(within(card()).getByText('Gemini')).toBeInTheDocument();
  });

  it('checks the form with the contract before sending anything', async () => {
    const { api } = aiKeyServer();
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add a key' }));
    await user.click(screen.getByRole('radio', { name: /OpenAI-compatible/ }));
    await user.type(screen.getByLabelText('Base URL'), 'ftp://example.com/v1');
    await user.type(screen.getByLabelText('API key'), 'sk with spaces');
    await user.type(screen.getByLabelText('Model'), 'gpt-4o-mini');
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(
      await screen.findByText('Enter a base URL such as https://api.openai.com/v1.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An API key has no spaces or accented characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Base URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('API key')).toHaveAccessibleDescription(
      'An API key has no spaces or accented characters.',
    );
    expect(api.callsTo(`PUT ${URL}`)).toHaveLength(0);
  });

  it('shows a refused key’s reason from the server under the key, keeps every typed value and saves nothing', async () => {
    const server = aiKeyServer({ save: () => keyedApiError(400, 'ai.keyRefused') });
    const user = userEvent.setup();
    renderCard();
    await fillOpenAiKey(user);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    const refusal = 'The provider refused this key. Check the key and try again; nothing was saved.';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const key = screen.getByLabelText('API key');
    expect(key).toHaveAccessibleDescription(refusal);
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveValue(OWN_KEY);
    expect(screen.getByLabelText('Base URL')).toHaveValue(BASE_URL);
    expect(screen.getByLabelText('Model')).toHaveValue('openai/gpt-4o-mini');
    expect(screen.getByRole('radio', { name: /OpenAI-compatible/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Check and save' })).toBeEnabled();
    expect(within(card()).queryByText(/Key ending in/)).toBeNull();
    expect(server.saved()).toBeNull();
  });

  it('puts an address the server will not call under the base URL, and an over-quota key above the buttons', async () => {
    const answers = [
      keyedApiError(400, 'ai.privateAddress', { host: '10.0.0.1' }),
      keyedApiError(400, 'ai.keyRateLimited'),
    ];
    aiKeyServer({ save: () => answers.shift()! });
    const user = userEvent.setup();
    renderCard();
    await fillOpenAiKey(user);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    const privateText =
      '10.0.0.1 is a private, loopback or link-local address, which this server does not call. Use a public base URL.';
    expect(await screen.findByText(privateText)).toBeInTheDocument();
    expect(screen.getByLabelText('Base URL')).toHaveAccessibleDescription(privateText);

    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The provider says this key is over its rate limit or quota. Try again later; nothing was saved.',
    );
    expect(screen.queryByText(privateText)).toBeNull();
  });

  it('says so in its own words when no answer comes back, and nothing is shown as saved', async () => {
    const server = aiKeyServer({
      save: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderCard();
    await fillOpenAiKey(user);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your key could not be saved. Please try again.',
    );
    expect(screen.getByLabelText('API key')).toHaveValue(OWN_KEY);
    expect(server.saved()).toBeNull();
  });

  it('offers Try again when the key cannot be read', async () => {
    let fail = true;
    installFakeApi({
      user: makeUser(),
      routes: {
        [`GET ${URL}`]: () => (fail ? keyedApiError(503, 'ai.keyUnreadable') : json(200, { aiKey: null })),
      },
    });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved AI key can no longer be read because the server’s secret changed. Save it again or remove it.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add a key' })).toBeInTheDocument();
  });

  it('words a refusal in the reader’s language', async () => {
    aiKeyServer({ save: () => keyedApiError(400, 'ai.keyRefused') });
    await act(async () => {
      await Promise.all([loadNamespace('fr', 'settings-ai-key'), loadNamespace('fr', 'errors')]);
      await setLanguage('fr');
    });
    try {
      const user = userEvent.setup();
      renderCard();
      await user.click(await screen.findByRole('button', { name: 'Ajouter une clé' }));
      await user.type(screen.getByLabelText('Clé d’API'), OWN_KEY);
      await user.click(screen.getByRole('button', { name: 'Vérifier et enregistrer' }));
      // The catalogue's no-break space before the semicolon reads as a space here.
      expect(
        await screen.findByText(
          'Le fournisseur a refusé cette clé. Vérifiez-la et réessayez ; rien n’a été enregistré.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Clé d’API')).toHaveValue(OWN_KEY);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('removes the key only after asking, and Replace starts from the saved provider and model', async () => {
    const server = aiKeyServer({
      saved: {
        provider: 'openai-compatible',
        baseUrl: BASE_URL,
        model: 'openai/gpt-4o-mini',
        keyLast4: '1234',
        updatedAt: '2026-11-25T22:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    renderCard();
    expect(await within(card()).findByText('Key ending in ••••1234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('radio', { name: /OpenAI-compatible/ })).toBeChecked();
    expect(screen.getByLabelText('Base URL')).toHaveValue(BASE_URL);
    expect(screen.getByLabelText('Model')).toHaveValue('openai/gpt-4o-mini');
    expect(screen.getByLabelText('API key')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Replace' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove your AI key?' });
    expect(dialog).toHaveTextContent('count against your monthly allowance');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.api.callsTo(`DELETE ${URL}`)).toHaveLength(0);
    expect(within(card()).getByText('Key ending in ••••1234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove your AI key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove key' }));
    expect(
      await within(card()).findByText('Your key was removed. Your generations use the server’s model again.'),
    ).toBeInTheDocument();
    expect(server.api.callsTo(`DELETE ${URL}`)).toHaveLength(1);
    expect(server.saved()).toBeNull();
    expect(within(card()).queryByText(/Key ending in/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a key' })).toHaveFocus();
  });
});
