import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@web/lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { ChatInput, clampHeight } from './chat-input';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/toast', () => ({ toast: { error: toastError } }));

const setup = (props: Partial<Parameters<typeof ChatInput>[0]> = {}) => {
  const onSend = vi.fn(() => true);
  const onStop = vi.fn();
  const utils = render(<ChatInput onSend={onSend} onStop={onStop} busy={false} {...props} />);
  return { onSend, onStop, input: screen.getByTestId('chat-input') as HTMLTextAreaElement, ...utils };
};

describe('ChatInput', () => {
  it('sends on Enter, adds a line on Shift+Enter and clears only when the send was taken', async () => {
    const user = userEvent.setup();
    const { onSend, input } = setup();
    await user.type(input, 'first line');
    await user.keyboard('{Shift>}{Enter}{/Shift}second');
    expect(input.value).toBe('first line\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond', []);
    expect(input.value).toBe('');

    onSend.mockReturnValueOnce(false);
    await user.type(input, 'kept{Enter}');
    expect(input.value).toBe('kept');
  });

  it('disables Send for blank text and turns the button into Stop while busy; Escape stops', async () => {
    const user = userEvent.setup();
    const { input, onStop, rerender, onSend } = setup();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    rerender(<ChatInput onSend={onSend} onStop={onStop} busy />);
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(onStop).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it('sanitises pasted text', () => {
    const { input } = setup();
    fireEvent.paste(input, {
      clipboardData: { getData: () => '<b>Bold</b>\u200B  text &amp; more\u0007' },
    });
    expect(input.value).toBe('Bold text & more');
  });

  it('puts back text handed back after a failed send, and fills the initial query', () => {
    const { input, rerender, onSend, onStop } = setup({ initialText: 'from the landing page' });
    expect(input.value).toBe('from the landing page');
    rerender(
      <ChatInput
        onSend={onSend}
        onStop={onStop}
        busy={false}
        restore={{ text: 'not lost', n: 1 }}
        note="Network error."
      />,
    );
    expect(input.value).toBe('not lost');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error.');
  });

  it('keeps the textarea between 20 and 120 px', () => {
    expect(clampHeight(0)).toBe(20);
    expect(clampHeight(64)).toBe(64);
    expect(clampHeight(500)).toBe(120);
    const { input } = setup();
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => 400 });
    fireEvent.change(input, { target: { value: 'a\nb\nc\nd\ne\nf\ng\nh' } });
    expect(input.style.height).toBe('120px');
    expect(input.style.overflowY).toBe('auto');
  });
});

/** A stand-in for the browser's SpeechRecognition, driven by the test. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  continuous = false;
  interimResults = false;
  lang = '';
  started = false;
  onresult: ((event: { resultIndex: number; results: unknown[] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.started = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  hear(resultIndex: number, results: Array<[string, boolean]>) {
    this.onresult?.({
      resultIndex,
      results: results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
    });
  }
}

describe('ChatInput voice input', () => {
  it('has no microphone where the browser cannot dictate', () => {
    setup();
    expect(screen.queryByTestId('chat-voice')).toBeNull();
  });

  it('shows interim words as they are heard, keeps the final text, and stops on Escape', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    const { input } = setup();
    await user.type(input, 'Plan');
    const mic = screen.getByRole('button', { name: 'Start voice input' });
    await user.click(mic);
    const recognition = FakeRecognition.last!;
    expect(recognition.started).toBe(true);
    expect(recognition.interimResults).toBe(true);
    expect(screen.getByRole('button', { name: 'Stop voice input' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('voice-listening')).toHaveTextContent('Listening');

    act(() => recognition.hear(0, [['a team off', false]]));
    expect(input.value).toBe('Plan a team off');
    act(() => recognition.hear(0, [['a team offsite', true]]));
    act(() =>
      recognition.hear(1, [
        ['a team offsite', true],
        [' in spring', false],
      ]),
    );
    expect(input.value).toBe('Plan a team offsite in spring');

    await user.click(input);
    await user.keyboard('{Escape}');
    expect(recognition.started).toBe(false);
    expect(screen.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByTestId('voice-listening')).toBeNull();
  });

  it('says so when the microphone is not allowed', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Start voice input' }));
    act(() => {
      FakeRecognition.last!.onerror?.({ error: 'not-allowed' });
      FakeRecognition.last!.onend?.();
    });
    expect(toastError).toHaveBeenCalledWith(
      'Microphone access was denied. Allow it in your browser settings to dictate.',
    );
    expect(screen.getByRole('button', { name: 'Start voice input' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('listens in the interface language, not the browser’s', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    // jsdom's browser speaks en-US; the app is shown in German.
    const user = userEvent.setup();
    await act(() => setLanguage('de'));
    try {
      setup();
      await user.click(screen.getByTestId('chat-voice'));
      expect(FakeRecognition.last!.lang).toBe('de-DE');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
