import { UI_TIMINGS } from '@shared/constants';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';

/** Copies text to the clipboard; `copied` stays true for 2 s (platform.md §9 copy feedback). */
export function useCopy(failedMessage: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(failedMessage);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyFeedbackMs);
  };
  return { copied, copy };
}
