import { z } from 'zod';

/** The /contact form (platform.md §2, §3 "Contact form") and the blog's subscribe box. */
export const CONTACT_SUBJECTS = ['general', 'support', 'sales', 'partnership', 'press', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = {
  nameMax: 200,
  emailMax: 254,
  companyMax: 200,
  messageMax: 5_000,
} as const;

const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')} characters.`);

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(CONTACT_LIMITS.emailMax, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const contactRequestSchema = z.object({
  name: trimmed('Name', CONTACT_LIMITS.nameMax),
  email,
  company: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.companyMax, `Company must be at most ${CONTACT_LIMITS.companyMax} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject.' }),
  message: trimmed('Message', CONTACT_LIMITS.messageMax),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true), id: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const newsletterRequestSchema = z.object({ email });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({
  ok: z.literal(true),
  /** False when the address was already subscribed: the answer is the same either way. */
  created: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
