import { z } from 'zod';

/** What the browser may know about the server's configuration: never a secret. */
export const clientConfigSchema = z.object({
  appName: z.string(),
  publicUrl: z.string(),
  aiProvider: z.enum(['gemini', 'openai-compatible', 'offline']),
  googleSignIn: z.boolean(),
  freeGenerations: z.number().int().nonnegative(),
  payments: z.enum(['stripe', 'local']),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
