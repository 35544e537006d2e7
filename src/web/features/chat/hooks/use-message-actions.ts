import { createContext, useContext } from 'react';
import type { ChatController } from '../lib/chat-controller';

/**
 * What a message's action buttons need from the chat around it: the controller that performs
 * them and whether a reply is being written (actions that start a generation wait for it).
 */
export interface MessageActionsValue {
  controller: ChatController;
  busy: boolean;
}

export const MessageActionsContext = createContext<MessageActionsValue | null>(null);

/** Null outside a chat (e.g. a read-only view): the message then shows no actions. */
export const useMessageActions = () => useContext(MessageActionsContext);
