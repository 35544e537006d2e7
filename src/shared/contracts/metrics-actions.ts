import { z } from 'zod';

/**
 * A user's later actions on a generation's reply (platform.md §7 interaction recording; issue 22
 * §1). Only what happens in the browser alone is reported by the browser: copying a reply and
 * exporting it. Everything the server does itself (feedback, regenerate, edit, convert, save,
 * share, publish) it records where it does it, without trusting the browser's word.
 */
export const CLIENT_GENERATION_ACTIONS = ['copy', 'export'] as const;
export type ClientGenerationAction = (typeof CLIENT_GENERATION_ACTIONS)[number];

export const recordActionSchema = z.object({
  messageId: z
    .string({ error: () => 'Give the id of the reply the action was on.' })
    .min(1, { error: 'Give the id of the reply the action was on.' })
    .max(100, { error: 'That is not a reply id.' }),
  action: z.enum(CLIENT_GENERATION_ACTIONS, {
    error: () => 'The action must be copy or export.',
  }),
});
export type RecordActionRequest = z.infer<typeof recordActionSchema>;
