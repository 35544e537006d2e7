import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** platform.md §9: success messages stay 3 s. */
export const FLASH_MS = 3_000;

/** What a page passes in navigation state for the next one to show (e.g. after an edit). */
export interface FlashState {
  successMessage?: string;
}

/**
 * The success message handed over in navigation state, shown for 3 s. The state is cleared from
 * the history entry at once, so a reload or Back does not show it again.
 */
export function useFlashMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as FlashState | null)?.successMessage ?? null;
  const [message, setMessage] = useState<string | null>(incoming);

  useEffect(() => {
    if (!incoming) return;
    setMessage(incoming);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return message;
}
