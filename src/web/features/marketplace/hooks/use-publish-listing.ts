import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { publishApi } from '../api/publish-api';
import type { PublishSource } from '../lib/publish-source';

/** platform.md §9: success messages stay 3 s, the payment-setup info 5 s. */
const SUCCESS_MS = 3_000;
const PAYMENT_SETUP_INFO_MS = 5_000;

export type PublishPhase = 'idle' | 'checking' | 'publishing';

/** The server's reason when it refused the request (a 4xx), else null: try again may help. */
const refusalOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;

/**
 * platform.md §4 Publish flow (gallery), also the chat's "Save, with a price": a paid price first
 * asks whether the creator's payment account is ready; if not, the info message and
 * /creator/onboarding. Otherwise the server creates the listing (`pending`, validated by its job),
 * a success message, and /marketplace. The server decides everything again: a refusal is shown in
 * its words, and a paid price it refuses for want of a payment account leads to onboarding too.
 */
export function usePublishListing(onFinished: () => void) {
  const t = useT('marketplace-publish');
  const errors = useT('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PublishPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const toOnboarding = () => {
    toast.info(errors('listing.paymentAccountRequired'), { duration: PAYMENT_SETUP_INFO_MS });
    onFinished();
    void navigate('/creator/onboarding');
  };

  const publish = async (source: PublishSource, priceCents: number) => {
    if (phase !== 'idle') return;
    setProblem(null);
    try {
      if (priceCents > 0) {
        setPhase('checking');
        // A check that fails leaves the decision to the server, which refuses a paid listing it
        // cannot pay out for (answered below).
        const status = await publishApi.accountStatus().catch(() => null);
        if (status && !(status.hasAccount && status.onboardingCompleted)) {
          toOnboarding();
          return;
        }
      }
      setPhase('publishing');
      await publishApi.publish({ ...source, priceCents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
      // From the chat the server keeps the reply in the gallery first.
      if ('messageId' in source) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.folders });
      }
      toast.success(t('dialog.success'), { duration: SUCCESS_MS });
      onFinished();
      void navigate('/marketplace');
    } catch (error) {
      if (error instanceof ApiRequestError && error.key === 'listing.paymentAccountRequired') toOnboarding();
      else setProblem(refusalOf(error) ?? t('dialog.failed'));
    } finally {
      setPhase('idle');
    }
  };

  return { publish, phase, problem, clearProblem: () => setProblem(null) };
}
