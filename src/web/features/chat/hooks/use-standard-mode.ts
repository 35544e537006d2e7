import { useSyncExternalStore } from 'react';
import { standardMode } from '../lib/standard-mode';

export function useStandardMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(standardMode.subscribe, standardMode.get, () => false);
  return [on, standardMode.set];
}
