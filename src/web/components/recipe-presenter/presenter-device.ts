/** platform.md §9: virtualised past 20 sections or 50,000 characters, on a high-performance device. */
export const VIRTUAL_SECTION_THRESHOLD = 20;
export const VIRTUAL_CHAR_THRESHOLD = 50_000;
/** platform.md §9: "high-performance device means more than 4 cores". */
export const HIGH_PERFORMANCE_CORES = 4;

export type VirtualizeMode = 'auto' | 'always' | 'never';

/** Whether this device has more than 4 cores. One function, so tests can stub the device. */
export function isHighPerformanceDevice(): boolean {
  const cores = typeof navigator === 'undefined' ? 0 : (navigator.hardwareConcurrency ?? 0);
  return cores > HIGH_PERFORMANCE_CORES;
}

/** Whether a recipe is long enough for the virtualised view (platform.md §2). */
export const isLongRecipe = (sectionCount: number, chars: number) =>
  sectionCount > VIRTUAL_SECTION_THRESHOLD || chars > VIRTUAL_CHAR_THRESHOLD;

export function shouldVirtualize(mode: VirtualizeMode, sectionCount: number, chars: number): boolean {
  if (mode === 'never') return false;
  if (mode === 'always') return sectionCount > 0;
  return isLongRecipe(sectionCount, chars) && isHighPerformanceDevice();
}
