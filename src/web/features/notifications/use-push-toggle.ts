import type { UpdateNotificationPreferences } from '@shared/contracts/preferences';
import { ApiRequestError } from '@web/lib/api-client';
import { useCallback, useState } from 'react';
import {
  type PushProblem,
  PushSetupError,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './push-subscription';

/** Why the last change of the Push toggle did not happen: the browser's reason, or the server's words. */
export type PushToggleProblem = { kind: PushProblem; message?: string };

/**
 * The settings' Push toggle (issue 23 item 4): on subscribes this browser first and saves
 * `pushNotifications: true` only when that worked, so a refused permission or a browser without
 * push leaves it off with the reason; off unsubscribes, then saves false.
 */
export function usePushToggle(save: (change: UpdateNotificationPreferences) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushToggleProblem | null>(null);

  const toggle = useCallback(
    async (checked: boolean) => {
      setProblem(null);
      setBusy(true);
      try {
        if (checked) await subscribeThisBrowser();
        else await unsubscribeThisBrowser();
        save({ pushNotifications: checked });
      } catch (error) {
        if (error instanceof PushSetupError) setProblem({ kind: error.problem });
        else
          setProblem({
            kind: 'failed',
            message: error instanceof ApiRequestError ? error.message : undefined,
          });
      } finally {
        setBusy(false);
      }
    },
    [save],
  );
  const dismiss = useCallback(() => setProblem(null), []);

  return { toggle, busy, problem, dismiss };
}
