import { i18n } from '@web/lib/i18n';
import { type ChatCopy, enChat } from '@web/locales/en-chat';
import { useCallback } from 'react';
import { useTranslation } from '@web/lib/i18n';

// The namespace ships with the chat screens' chunk, not the start-up bundle.
if (!i18n.hasResourceBundle('en', 'chat')) i18n.addResourceBundle('en', 'chat', enChat);

/** Dotted keys of the `chat` namespace; plural keys (`_one`/`_other`) are asked for by their stem. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer Stem}_${'one' | 'other'}` ? Stem : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ChatKey = Leaves<ChatCopy>;
export type ChatT = (key: ChatKey, values?: Record<string, string | number>) => string;

/**
 * `t` for the chat namespace (src/web/locales/en-chat.ts), typed by its keys. The namespace is
 * registered at run time (above), like the marketing one, to keep the default namespace's key type small.
 */
export function useChatT(): ChatT {
  const { i18n } = useTranslation();
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  // i18n.language in the deps: a language change gives a new function, so users re-render.
  const language = i18n.language;
  return useCallback<ChatT>(
    (key, values) => translate(key, { ns: 'chat', lng: language, ...values }),
    [translate, language],
  );
}
