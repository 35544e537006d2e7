/**
 * Settings sections by id, in the accordion's order (platform.md §2 "Settings"). Only sections
 * that exist are listed; later issues add theirs (profile, subscription, preferences…) and the
 * sidebar's account menu shows a link once its section is here.
 */
export const SETTINGS_SECTION_IDS = ['security'] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTION_IDS)[number];

export function isSettingsSection(id: string | null): id is SettingsSectionId {
  return (SETTINGS_SECTION_IDS as readonly string[]).includes(id ?? '');
}
