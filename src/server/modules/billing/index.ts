/**
 * The billing module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). Everything else in this folder is its own business.
 */
export { currentMonth } from './allowance.queries';
export { Allowance, type Payer, type Reservation, refundReply } from './allowance.service';
