import { useMediaQuery } from '@web/lib/use-media-query';
import { useSyncExternalStore } from 'react';

function subscribeToAnimationsSetting(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-animations'] });
  return () => observer.disconnect();
}
const animationsOff = () => document.documentElement.getAttribute('data-animations') === 'off';

/**
 * False when the visitor asked for less motion, in the OS (prefers-reduced-motion) or in the app's
 * preferences (animations off, `data-animations="off"` on <html>); follows both live. For motion
 * driven from script, which the stylesheet's reduced-motion rules cannot reach.
 */
export function useMotionAllowed(): boolean {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const off = useSyncExternalStore(subscribeToAnimationsSetting, animationsOff, () => false);
  return !reduced && !off;
}
