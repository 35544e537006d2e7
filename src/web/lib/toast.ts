import { toast } from 'sonner';
import { requestToaster } from './toaster-request';

/**
 * sonner's `toast`, for screens: importing it mounts the app's Toaster (lib/toaster-request.ts),
 * so a page that never toasts never downloads sonner. A toast raised before the Toaster has
 * subscribed is replayed by sonner.
 */
requestToaster();

export { toast };
