import { defineEndpoint } from '../endpoint';
import {
  marketplaceSettingsSchema,
  updateMarketplaceNotificationsSchema,
  updateMarketplacePrivacySchema,
  updatePayoutPreferencesSchema,
} from '../marketplace-settings';

/**
 * A user's marketplace settings (platform.md §2 Settings: Marketplace, /marketplace/settings, §3
 * Marketplace settings, §4 "load only when signed in and the e-mail is not unverified"). The
 * onboarding checklist and the creator stats are computed by the server from the database; each
 * change answers the whole settings again, so the screen shows what the server holds.
 */
export const marketplaceSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/settings',
    access: 'verified',
    tag: 'Creators',
    summary:
      "The user's payout preferences, notifications and privacy (the defaults until changed), the onboarding checklist from real state and the creator stats",
    response: { kind: 'json', schema: marketplaceSettingsSchema },
  }),
  updatePayout: defineEndpoint({
    method: 'PUT',
    path: '/api/marketplace/settings/payout',
    access: 'verified',
    tag: 'Creators',
    summary:
      'Payout frequency (weekly, monthly, manual), minimum (1 to 1000 whole dollars) and auto payout; a payment account gets the new schedule first',
    body: updatePayoutPreferencesSchema,
    response: { kind: 'json', schema: marketplaceSettingsSchema },
    // The payment provider refused the schedule: nothing is saved.
    errors: ['INTERNAL'],
  }),
  updateNotifications: defineEndpoint({
    method: 'PATCH',
    path: '/api/marketplace/settings/notifications',
    access: 'verified',
    tag: 'Creators',
    summary: 'Change some marketplace notification switches; the others stay',
    body: updateMarketplaceNotificationsSchema,
    response: { kind: 'json', schema: marketplaceSettingsSchema },
  }),
  updatePrivacy: defineEndpoint({
    method: 'PATCH',
    path: '/api/marketplace/settings/privacy',
    access: 'verified',
    tag: 'Creators',
    summary: 'Change some privacy switches (the public creator profile obeys them); the others stay',
    body: updateMarketplacePrivacySchema,
    response: { kind: 'json', schema: marketplaceSettingsSchema },
  }),
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: '/api/marketplace/settings/terms',
    access: 'verified',
    tag: 'Creators',
    summary:
      "Accept the creator terms (the checklist's step); a second call keeps the first acceptance's time",
    response: { kind: 'json', schema: marketplaceSettingsSchema },
  }),
};
