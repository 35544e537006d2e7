import { z } from 'zod';
import { messageSchema, messageTextSchema } from './chat';

/**
 * Per-message actions (chat-assistant.md §2, §4 Regeneration, User message, Feedback, Execute):
 * regenerate with an option, switch versions, edit a user message, rate, convert to code.
 */
export const REGENERATE_OPTIONS = ['default', 'concise', 'detailed', 'different'] as const;
export type RegenerateOption = (typeof REGENERATE_OPTIONS)[number];

export const regenerateSchema = z.object({
  option: z.enum(REGENERATE_OPTIONS, {
    error: () => 'Choose how to regenerate: default, concise, detailed or different.',
  }),
});
export type RegenerateRequest = z.infer<typeof regenerateSchema>;

export const selectVersionSchema = z.object({
  index: z
    .number({ error: () => 'Give the version number to show.' })
    .int()
    .min(0),
});

export const editMessageSchema = z.object({ content: messageTextSchema });

/** An edit's answer: the question's new version and the reply it starts (null when none follows). */
export const editResultSchema = z.object({
  userMessage: messageSchema,
  assistantMessage: messageSchema.nullable(),
});

export const FEEDBACK_REASONS = [
  'Inaccurate information',
  'Not relevant to my question',
  'Too vague or unclear',
  'Other',
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];
export const FEEDBACK_COMMENT_MAX = 1_000;

export const feedbackSchema = z.discriminatedUnion('feedback', [
  z.object({ feedback: z.literal('positive') }),
  z.object({
    feedback: z.literal('negative'),
    reason: z.enum(FEEDBACK_REASONS, { error: () => 'Choose one of the listed reasons.' }),
    comment: z
      .string()
      .max(
        FEEDBACK_COMMENT_MAX,
        `Keep the comment under ${FEEDBACK_COMMENT_MAX.toLocaleString('en-US')} characters.`,
      )
      .optional(),
  }),
]);
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

/** The formats of 'Convert to Prompt', in the order the code viewer shows them. */
export const CODE_FORMATS = ['prompt', 'markdown', 'json', 'yaml', 'python', 'typescript'] as const;
export type CodeFormat = (typeof CODE_FORMATS)[number];
