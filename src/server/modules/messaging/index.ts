/** What other modules may use of messaging. */
export { messagingModule } from './messaging.module';
export { announceDeparture, type ConversationPartner, conversationPartnersOf } from './messaging-departure';
