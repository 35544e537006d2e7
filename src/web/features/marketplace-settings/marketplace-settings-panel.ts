/** The feature's public surface: the panel the settings page's Marketplace section shows. */
export { MarketplaceSettingsPanel } from './components/marketplace-settings-panel';
