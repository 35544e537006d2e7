/**
 * How long streamed text gathers before the screen shows it (chat-assistant.md §9, platform.md §9:
 * "streaming buffer 25 ms in the presenter; 25/40/80/100/120/150 ms by device capability; capped
 * at 50 ms under reduced motion"; a high-performance device has more than 4 cores, mobile is under
 * 768 px). Each flush re-renders the reply, so a weaker device gets fewer, larger updates and stays
 * responsive while a long recipe streams in.
 */
export interface DeviceProfile {
  /** navigator.hardwareConcurrency; undefined where the browser does not tell. */
  cores: number | undefined;
  mobile: boolean;
  reducedMotion: boolean;
}

const BUFFER_MS = {
  // [desktop, mobile]
  highPerformance: [25, 40],
  midRange: [80, 100],
  low: [120, 150],
} as const;
const REDUCED_MOTION_CAP_MS = 50;
/** A browser that hides its core count is treated as mid-range, neither best nor worst case. */
const UNKNOWN_CORES = 4;

export function streamBufferMs({ cores, mobile, reducedMotion }: DeviceProfile): number {
  const count = cores && cores > 0 ? cores : UNKNOWN_CORES;
  const tier = count > 4 ? BUFFER_MS.highPerformance : count > 2 ? BUFFER_MS.midRange : BUFFER_MS.low;
  const ms = tier[mobile ? 1 : 0];
  return reducedMotion ? Math.min(ms, REDUCED_MOTION_CAP_MS) : ms;
}

export function currentDeviceProfile(): DeviceProfile {
  return {
    cores: navigator.hardwareConcurrency,
    mobile: window.matchMedia('(max-width: 767px)').matches,
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}
