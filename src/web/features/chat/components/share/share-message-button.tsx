import { UI_TIMINGS } from '@shared/constants';
import { Check, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { useShareChat } from '../../hooks/use-share-chat';
import { IconButton } from '@web/components/ui/icon-button';

/** In an answer's action row: shares the chat and copies the link to this answer ('Link copied', 2 s). */
export function ShareMessageButton({ chatId, messageId }: { chatId: string | null; messageId: string }) {
  const t = useT('chat');
  const share = useShareChat();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    if (!(await share(chatId, messageId))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyFeedbackMs);
  };
  return (
    <IconButton
      label={copied ? t('share.copied') : t('share.shareMessage')}
      onClick={() => void onClick()}
      data-testid="share-message"
    >
      {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
    </IconButton>
  );
}
