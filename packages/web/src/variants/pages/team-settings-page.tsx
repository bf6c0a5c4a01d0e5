import { LazyAdAccountsSection } from "../../features/ads/settings/lazy-ad-accounts-section.tsx";
import { LazyUploadedAudiencesSection } from "../../features/ads/uploaded-audiences/lazy-uploaded-audiences-section.tsx";
import { TeamSettingsPage as Page, type TeamSettingsParts } from "../../features/teams/settings/team-settings-page.tsx";

// The ads sections are chunks of their own, fetched when the page shows them.
const parts: TeamSettingsParts = {
  AdAccountsSection: LazyAdAccountsSection,
  UploadedAudiencesSection: LazyUploadedAudiencesSection,
};

/** Team settings with the sections the ads feature adds: ad accounts and custom audiences. */
export function TeamSettingsPage() {
  return <Page parts={parts} />;
}
