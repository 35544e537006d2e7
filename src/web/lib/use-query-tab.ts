import { useSearchParams } from 'react-router';

/**
 * The tab kept in `?tab=` (the first of `tabs` is the default and leaves the query clean), so a
 * reload or a shared link opens the same one; changing it replaces the history entry.
 */
export function useQueryTab<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as T) : tabs[0]!;
  const select = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
