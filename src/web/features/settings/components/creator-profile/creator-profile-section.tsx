import { UpcomingSection } from '../upcoming-section';

/** Settings: the creator-profile section (platform.md §2 "Settings"). */
export function CreatorProfileSection() {
  return <UpcomingSection id="creator-profile" />;
}
