import { UpcomingSection } from '../upcoming-section';

/** Settings: the purchases section (platform.md §2 "Settings"). */
export function PurchasesSection() {
  return <UpcomingSection id="purchases" />;
}
