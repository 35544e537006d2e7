import { SHARE_MESSAGES } from '@shared/contracts/chat-share';
import { useQueryClient } from '@tanstack/react-query';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useSession } from '@web/lib/auth/session';
import { toast } from '@web/lib/toast';
import { shareApi, shareLink, shareStateKey } from '../api/share-api';

/**
 * Shares a signed-in chat and copies its link (anchored to a message when given). Signed out or
 * in a chat kept only in this browser: 'Please sign in to share recipes.' and the auth prompt.
 * Resolves true once the link is on the clipboard.
 */
export function useShareChat() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return async (chatId: string | null, messageId?: string): Promise<boolean> => {
    if (!user || !chatId) {
      toast.error(SHARE_MESSAGES.signInRequired);
      openAuthPrompt('login');
      return false;
    }
    let shareId: string | null;
    try {
      ({ shareId } = await shareApi.share(chatId));
    } catch {
      toast.error(SHARE_MESSAGES.createFailed);
      return false;
    }
    if (!shareId) return false;
    queryClient.setQueryData(shareStateKey(chatId), { shareId });
    try {
      await navigator.clipboard.writeText(shareLink(shareId, messageId));
    } catch {
      // No clipboard (permissions, old browser): show the link so it can be copied by hand.
      toast.info(shareLink(shareId, messageId));
      return false;
    }
    return true;
  };
}
