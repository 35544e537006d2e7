/** What other modules may use of messaging. */
export { messagingModule } from './messaging.module';
