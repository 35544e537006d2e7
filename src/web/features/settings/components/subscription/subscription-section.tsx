import { UpcomingSection } from '../upcoming-section';

/** Settings: the subscription section (platform.md §2 "Settings"). */
export function SubscriptionSection() {
  return <UpcomingSection id="subscription" />;
}
