import { marketplaceSettingsEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-settings';
import type {
  UpdateMarketplaceNotifications,
  UpdateMarketplacePrivacy,
  UpdatePayoutPreferences,
} from '@shared/contracts/marketplace-settings';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The user's marketplace settings (shared/contracts/endpoints/marketplace-settings.ts): each call
 * answers the whole settings, checklist and stats included. Errors are ApiRequestError.
 */
export const marketplaceSettingsApi = {
  get: () => callEndpoint(endpoints.get, {}),
  updatePayout: (payout: UpdatePayoutPreferences) => callEndpoint(endpoints.updatePayout, { body: payout }),
  updateNotifications: (change: UpdateMarketplaceNotifications) =>
    callEndpoint(endpoints.updateNotifications, { body: change }),
  updatePrivacy: (change: UpdateMarketplacePrivacy) =>
    callEndpoint(endpoints.updatePrivacy, { body: change }),
  acceptTerms: () => callEndpoint(endpoints.acceptTerms, {}),
};
