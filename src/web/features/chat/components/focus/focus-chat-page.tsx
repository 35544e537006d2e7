import { useT } from '@web/lib/i18n';
import { useSearchParams } from 'react-router';
import { type ChatAddresses, ChatPage } from '../chat-page';
import { FocusBar } from './focus-bar';

/**
 * /aichat (platform.md §2, verified users): the spec gives it no content of its own, so it is the
 * real chat in a focused, full-width layout with no sidebar, not a copy of /chat. A chat started
 * here stays here: its address is /aichat?chat={id} (rather than /chat/{id}, which would bring
 * the sidebar back), and a reload or a shared link opens the same chat in focus mode.
 */
export const FOCUS_CHAT_ADDRESSES: ChatAddresses = {
  chat: (chatId) => `/aichat?chat=${encodeURIComponent(chatId)}`,
  newChat: '/aichat',
};

export function FocusChatPage() {
  const [params] = useSearchParams();
  const chatId = params.get('chat') || null;
  const t = useT('chat');
  return (
    <>
      {/* The page's one heading, for screen readers' heading navigation; the bar shows it as a badge. */}
      <h1 className="sr-only">{t('focus.badge')}</h1>
      <FocusBar chatId={chatId} />
      <div className="flex min-h-0 flex-1 flex-col">
        <ChatPage chatId={chatId} addresses={FOCUS_CHAT_ADDRESSES} />
      </div>
    </>
  );
}
