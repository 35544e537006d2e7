import { MarketplaceSettingsPanel } from '@web/features/marketplace-settings/marketplace-settings-panel';

/** Settings: the marketplace section (platform.md §2 "Settings"), the same panel as /marketplace/settings. */
export function MarketplaceSection() {
  return <MarketplaceSettingsPanel headingLevel={3} />;
}
