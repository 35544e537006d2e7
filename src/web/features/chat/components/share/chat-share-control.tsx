import { UI_TIMINGS } from '@shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { Check, Link2Off, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, memo } from 'react';
import { shareApi } from '../../api/share-api';
import { useT } from '@web/lib/i18n';
import { useShareChat } from '../../hooks/use-share-chat';

const pill =
  'inline-flex h-8 items-center gap-1.5 rounded-lg border border-border bg-surface/90 px-3 text-sm font-medium text-foreground shadow-xs backdrop-blur transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 [&_svg]:size-3.5';

/**
 * Above a signed-in chat: 'Share chat' copies the chat's link; while the chat is shared, 'Stop
 * sharing' revokes it after a confirmation. A chat kept only in this browser shows nothing.
 */
export const ChatShareControl = memo(function ChatShareControl({ chatId }: { chatId: string }) {
  const t = useT('chat');
  const { user } = useSession();
  const share = useShareChat();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const state = useQuery({
    queryKey: queryKeys.chats.shareState(chatId),
    queryFn: () => shareApi.state(chatId),
    enabled: !!user,
  });
  const revoke = useMutation({
    mutationFn: () => shareApi.revoke(chatId),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.chats.shareState(chatId), { shareId: null });
      setConfirming(false);
      toast.success(t('share.stopped'));
    },
    onError: () => toast.error(t('share.stopFailed')),
  });
  if (!user) return null;

  const onShare = async () => {
    if (!(await share(chatId))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyFeedbackMs);
  };
  const shared = !!state.data?.shareId;

  return (
    <div className="flex items-center gap-2" data-testid="chat-share">
      <button type="button" className={cn(pill, copied && 'text-primary')} onClick={() => void onShare()}>
        {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        {copied ? t('share.copied') : t('share.shareChat')}
      </button>
      {shared && (
        <button type="button" className={pill} onClick={() => setConfirming(true)}>
          <Link2Off aria-hidden="true" />
          {t('share.stop')}
        </button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent closeLabel={t('share.cancel')} role="alertdialog">
          <DialogTitle>{t('share.stopTitle')}</DialogTitle>
          <DialogDescription>{t('share.stopBody')}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('share.cancel')}
            </Button>
            <Button variant="destructive" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
              {t('share.stopConfirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
});
