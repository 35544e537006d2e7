import type { FastifyRequest } from 'fastify';
import { REGENERATE_INSTRUCTIONS } from '@shared/chat/regenerate';
import type { Language } from '@shared/preference-options';
import { replyLanguage } from '../../ai/reply-language';
import type { Db } from '../../db/client';
import { requestLanguage } from '../../i18n/request-language';
import { readSavedLanguage } from '../preferences';

/**
 * The interface language of whoever sends: the language a signed-in user saved, else the one
 * their request asks for (the web app's rf-language cookie, else Accept-Language), else English.
 */
export async function interfaceLanguageOf(
  db: Db,
  request: FastifyRequest,
  userId?: string,
): Promise<Language> {
  const saved = userId ? await readSavedLanguage(db, userId) : null;
  return saved ?? requestLanguage(request.headers);
}

const INSTRUCTIONS = Object.values(REGENERATE_INSTRUCTIONS).filter((text): text is string => !!text);
const withoutInstructions = (content: string) =>
  INSTRUCTIONS.reduce((text, instruction) => text.split(instruction).join(' '), content);

/**
 * The language of a reply to a conversation (ai/reply-language.ts): its newest user message
 * written clearly in one of the nine languages, else the interface language. Read from the words
 * the user typed (stored rows, or an anonymous chat's history), not from files sent with them,
 * nor from a regeneration's instruction (in English) that an anonymous chat adds to its prompt.
 */
export const replyLanguageOf = (
  conversation: ReadonlyArray<{ role: string; content: string }>,
  interfaceLanguage: Language,
): Language =>
  replyLanguage(
    conversation.filter((m) => m.role === 'user').map((m) => withoutInstructions(m.content)),
    interfaceLanguage,
  );
