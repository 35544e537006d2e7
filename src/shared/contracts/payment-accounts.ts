import { z } from 'zod';
import { paymentAccountStatusSchema } from './marketplace-publish';

/**
 * A creator's payment account (platform.md §3 Payment account status, §4 Creator account, §7
 * createCreatorAccount / createOnboardingLink): made once with the configured provider, then
 * readied by the provider's onboarding. The app's pages the provider sends the creator back to:
 */
export const ONBOARDING_RETURN_PATH = '/creator/onboarding/success';
export const ONBOARDING_REFRESH_PATH = '/creator/onboarding';

/** The user's account after 'Create account': `created` is false when it existed already. */
export const createPaymentAccountResponseSchema = z.object({
  created: z.boolean(),
  status: paymentAccountStatusSchema,
});
export type CreatePaymentAccountResponse = z.infer<typeof createPaymentAccountResponseSchema>;

/** The provider's onboarding page to send the browser to (the local provider's is a page of this app). */
export const onboardingLinkResponseSchema = z.object({ url: z.string() });

/** A provider's account id in a path (Stripe's `acct_…`; the local provider's `acct_local_…`). */
export const paymentAccountIdParams = z.object({
  accountId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Where the local test onboarding sends the browser once the account is ready. */
export const localOnboardingResultSchema = z.object({ redirectTo: z.string() });

/**
 * The onboarding return's refresh: the account id the provider's return URL named (`?account=`),
 * checked against the caller's own; without it, the caller's account is refreshed.
 */
export const refreshPaymentAccountSchema = z.object({
  accountId: paymentAccountIdParams.shape.accountId.optional(),
});
export type RefreshPaymentAccountRequest = z.infer<typeof refreshPaymentAccountSchema>;
