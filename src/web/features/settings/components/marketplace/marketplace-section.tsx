import { UpcomingSection } from '../upcoming-section';

/** Settings: the marketplace section (platform.md §2 "Settings"). */
export function MarketplaceSection() {
  return <UpcomingSection id="marketplace" />;
}
