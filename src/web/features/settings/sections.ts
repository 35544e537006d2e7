/**
 * Settings sections by id, in the accordion's order (platform.md §2 "Settings"). The sidebar's
 * account menu links to some of them (Profile Settings, Preferences, Billing, Security).
 */
export const SETTINGS_SECTION_IDS = [
  'profile',
  'subscription',
  'marketplace',
  'creator-profile',
  'recipe-manager',
  'purchases',
  'notifications',
  'security',
  'preferences',
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

export function isSettingsSection(id: string | null): id is SettingsSectionId {
  return (SETTINGS_SECTION_IDS as readonly string[]).includes(id ?? '');
}
