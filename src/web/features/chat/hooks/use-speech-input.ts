import { currentLanguage } from '@web/lib/i18n';
import { useEffect, useRef, useState } from 'react';
import { speechLanguage } from '../lib/speech-language';

/** The part of the Web Speech API the chat uses (not in TypeScript's DOM types). */
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<SpeechRecognitionResultLike> }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionClass(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether this browser can dictate at all: without it, the microphone button is not shown. */
export const speechInputSupported = () => recognitionClass() !== undefined;

export type SpeechFailure = 'denied' | 'failed';

/**
 * Dictation into the chat input (issue #5: voice input through the browser's speech recognition).
 * While listening, `onText` gets the text as it was plus everything heard so far, interim words
 * included, so the input shows them as they are spoken; stopping keeps what was heard.
 */
export function useSpeechInput(options: {
  onText: (text: string) => void;
  onFailure: (failure: SpeechFailure) => void;
}) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = () => recognition.current?.stop();

  const start = (before: string) => {
    const Recognition = recognitionClass();
    if (!Recognition || recognition.current) return;
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = true;
    r.lang = speechLanguage(currentLanguage(), navigator.languages ?? [navigator.language]);
    const prefix = before && !/\s$/.test(before) ? `${before} ` : before;
    let finalText = '';
    r.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) finalText += result[0].transcript;
        else interim += result[0].transcript;
      }
      latest.current.onText(`${prefix}${finalText}${interim}`.replace(/\s+/g, ' '));
    };
    r.onerror = (event) => {
      // Silence and a deliberate stop are not failures.
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      latest.current.onFailure(
        event.error === 'not-allowed' || event.error === 'service-not-allowed' ? 'denied' : 'failed',
      );
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      latest.current.onFailure('failed');
    }
  };

  return { listening, start, stop };
}
