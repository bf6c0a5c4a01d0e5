import { CampaignNewPage as Page } from "../../features/targeting/pro/campaign-new-page.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

const parts = { TeamGate: ProTeamGate };

/** Pro `/campaigns/new` on the team the pro variant picks. */
export function CampaignNewPage() {
  return <Page parts={parts} />;
}
