import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadListing } from './download-listing';
import { purchaseApi } from './purchase-api';

/** platform.md §4 Free download progress: success hides itself after 3 s. */
export const SUCCESS_HIDE_MS = 3000;

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'downloading'; percent: number }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

/** What a download is: a free listing claimed first, or an owned one downloaded again. */
type DownloadKind = 'claim' | 'again';

class ClaimFailed extends Error {
  constructor(readonly reason: unknown) {
    super('claim failed');
  }
}

/**
 * The free download and the owned re-download (platform.md §4, §7): claim (for a free listing),
 * then the file with progress and retries; the detail and the owned list refresh once it is owned.
 */
export function useListingDownload(listingId: string) {
  const t = useT('marketplace-purchase');
  const queryClient = useQueryClient();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const lastKind = useRef<DownloadKind>('claim');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const set = useCallback((next: DownloadState) => {
    if (mounted.current) setState(next);
  }, []);

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(() => set({ phase: 'idle' }), SUCCESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state.phase, set]);

  const messageFor = useCallback(
    (error: unknown, kind: DownloadKind): string => {
      if (error instanceof ClaimFailed) {
        const reason = error.reason;
        return reason instanceof ApiRequestError && reason.key ? reason.message : t('errors.freeDownload');
      }
      if (error instanceof ApiRequestError) return kind === 'claim' ? t('errors.file') : t('errors.download');
      return t('errors.default');
    },
    [t],
  );

  const run = useCallback(
    async (kind: DownloadKind) => {
      lastKind.current = kind;
      set({ phase: 'preparing' });
      try {
        if (kind === 'claim') {
          try {
            await purchaseApi.claim(listingId);
          } catch (error) {
            throw new ClaimFailed(error);
          }
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.detail(listingId) }),
            queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.purchases }),
          ]);
        }
        await downloadListing(listingId, (percent) => set({ phase: 'downloading', percent }));
        set({ phase: 'success' });
      } catch (error) {
        set({ phase: 'error', message: messageFor(error, kind) });
      }
    },
    [listingId, queryClient, messageFor, set],
  );

  return {
    state,
    busy: state.phase === 'preparing' || state.phase === 'downloading',
    claimAndDownload: () => run('claim'),
    downloadAgain: () => run('again'),
    retry: () => run(lastKind.current),
    dismiss: () => set({ phase: 'idle' }),
  };
}
