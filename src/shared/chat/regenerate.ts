import type { RegenerateOption } from '../contracts/chat-actions';

interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Shared by the server and the browser (anonymous chats). What each regeneration option asks of the model, added to the question it answers again. */
export const REGENERATE_INSTRUCTIONS: Record<RegenerateOption, string | null> = {
  default: null,
  concise:
    'Answer again, more concisely: keep the same format, with fewer and shorter principles, operations and steps.',
  detailed:
    'Answer again in more detail: keep the same format, with more specific principles, operations and steps, and concrete examples.',
  different:
    'Answer again with a clearly different approach from your previous answer: a new angle, different principles, operations and steps, in the same format.',
};

/**
 * The history a regeneration sends: the conversation before the reply, the last user message
 * carrying the option's instruction. 'different' also shows the model the answer to move away from.
 */
export function regenerationHistory(
  history: ModelMessage[],
  option: RegenerateOption,
  previousAnswer: string,
): ModelMessage[] {
  const instruction = REGENERATE_INSTRUCTIONS[option];
  if (!instruction) return history;
  const last = history.at(-1);
  if (last?.role !== 'user') return history;
  const before = history.slice(0, -1);
  if (option === 'different' && previousAnswer.trim())
    return [
      ...before,
      last,
      { role: 'assistant', content: previousAnswer },
      { role: 'user', content: `${last.content}\n\n${instruction}` },
    ];
  return [...before, { role: 'user', content: `${last.content}\n\n${instruction}` }];
}
