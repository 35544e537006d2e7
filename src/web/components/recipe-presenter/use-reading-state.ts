import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readingStateEndpoints } from '@shared/contracts/endpoints/presenter';
import { EMPTY_READING_STATE, type ReadingState, type ReadingSubject } from '@shared/contracts/presenter';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { ApiRequestError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Ticks are saved once the reader pauses: ten quick ticks are one PUT. */
export const TICK_SAVE_DEBOUNCE_MS = 300;
/** platform.md §9: pin vibration 50 ms. */
export const PIN_VIBRATION_MS = 50;

export const itemKey = (section: number, item: number) => `${section}:${item}`;
export const readingStateKey = (subject: ReadingSubject) => queryKeys.readingState(subject.kind, subject.id);

/** A reader's ticks and pin, as the presenter uses them. */
export interface ReadingControls {
  completed: ReadonlySet<string>;
  pinned: boolean;
  /** False while the saved state loads: the boxes wait, so a tick cannot overwrite unseen ticks. */
  ready: boolean;
  toggleItem: (key: string) => void;
  togglePin: () => void;
}

const toggled = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

/** Ticks and pin in the component only: no signed-in reader, no subject, or no app around it. */
export function useLocalReadingState(): ReadingControls {
  const [completed, setCompleted] = useState<ReadonlySet<string>>(() => new Set());
  const [pinned, setPinned] = useState(false);
  return {
    completed,
    pinned,
    ready: true,
    toggleItem: useCallback((key: string) => setCompleted((prev) => toggled(prev, key)), []),
    togglePin: useCallback(() => {
      navigator.vibrate?.(PIN_VIBRATION_MS);
      setPinned((p) => !p);
    }, []),
  };
}

/** 401, 403 or 404: this reader has no reading state for this subject, so nothing is kept. */
const meansNoPersistence = (error: unknown) =>
  error instanceof ApiRequestError && [401, 403, 404].includes(error.status);

/**
 * Ticks and pin of a signed-in reader, kept on the server (GET/PUT /api/reading-states/:kind/:id):
 * shown at once, ticks saved 300 ms after the last one, the pin at once; a refused save puts the
 * last saved state back and says why. While the state loads every item shows unticked. A 401/403/404
 * answer just means nothing is kept (a reader of someone else's shared chat): ticks stay local.
 */
export function useReadingState(given: ReadingSubject | undefined): ReadingControls {
  // Callers write the subject inline: the same kind and id is the same subject.
  const kind = given?.kind;
  const id = given?.id;
  const subject = useMemo(() => (kind && id ? { kind, id } : undefined), [kind, id]);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = useMemo(() => (subject ? readingStateKey(subject) : null), [subject]);
  const query = useQuery({
    queryKey: key ?? ['reading-state', 'none'],
    queryFn: () => callEndpoint(readingStateEndpoints.get, { params: subject! }),
    enabled: Boolean(user && subject),
    retry: (count, error) => !meansNoPersistence(error) && count < 1,
    staleTime: 30_000,
  });
  const persisted = Boolean(user && subject) && !query.isError;
  const saved = query.data ?? EMPTY_READING_STATE;

  // Unsaved (or in flight) changes over the saved state; null follows the server.
  const [localCompleted, setLocalCompleted] = useState<ReadonlySet<string> | null>(null);
  const [localPinned, setLocalPinned] = useState<boolean | null>(null);
  const savedSet = useMemo(() => new Set(saved.completed), [saved.completed]);
  const completed = localCompleted ?? savedSet;
  const pinned = localPinned ?? saved.pinned;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<ReadonlySet<string> | null>(null);
  const tickVersion = useRef(0);

  const put = useCallback(
    (body: { completed?: string[]; pinned?: boolean }) =>
      callEndpoint(readingStateEndpoints.update, { params: subject!, body }),
    [subject],
  );

  const store = useCallback(
    (state: ReadingState) => {
      if (key) queryClient.setQueryData(key, state);
    },
    [key, queryClient],
  );

  const flushTicks = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    const version = tickVersion.current;
    put({ completed: [...next] }).then(
      (state) => {
        store(state);
        // A later tick is still waiting: keep showing it.
        if (version === tickVersion.current) setLocalCompleted(null);
      },
      (error: unknown) => {
        if (version === tickVersion.current) setLocalCompleted(null);
        toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  }, [put, store]);

  // Leaving the recipe within the 300 ms still saves the last ticks.
  const flushRef = useRef(flushTicks);
  flushRef.current = flushTicks;
  useEffect(() => () => flushRef.current(), []);

  const toggleItem = useCallback(
    (itemKeyValue: string) => {
      const next = toggled(localCompleted ?? savedSet, itemKeyValue);
      setLocalCompleted(next);
      if (!persisted) return;
      tickVersion.current += 1;
      pending.current = next;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flushTicks, TICK_SAVE_DEBOUNCE_MS);
    },
    [localCompleted, savedSet, persisted, flushTicks],
  );

  const togglePin = useCallback(() => {
    const next = !(localPinned ?? saved.pinned);
    navigator.vibrate?.(PIN_VIBRATION_MS);
    setLocalPinned(next);
    if (!persisted) return;
    put({ pinned: next }).then(
      (state) => {
        // Ticks still waiting to be saved stay shown over it (localCompleted).
        store(state);
        setLocalPinned(null);
        // The gallery's 'Pinned' chip reads `pinned` on each recipe summary.
        if (subject?.kind === 'recipe')
          void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() });
      },
      (error: unknown) => {
        setLocalPinned(null);
        toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  }, [localPinned, saved.pinned, persisted, put, store, subject, queryClient]);

  const ready = !(persisted && query.isPending);
  return { completed, pinned, ready, toggleItem, togglePin };
}
