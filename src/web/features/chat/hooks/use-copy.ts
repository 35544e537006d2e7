import { UI_TIMINGS } from '@shared/constants';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';

/** Copies text to the clipboard; `copied` stays true for 2 s (platform.md §9 copy feedback). */
export function useCopy(failedMessage: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Resolves true once the text is on the clipboard. */
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(failedMessage);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyFeedbackMs);
    return true;
  };
  return { copied, copy };
}
