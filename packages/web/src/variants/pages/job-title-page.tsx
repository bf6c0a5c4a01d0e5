import { JobTitlePage as Page } from "../../features/targeting/pro/job-title-page.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

const parts = { TeamGate: ProTeamGate };

/** Pro `/job-title` on the team the pro variant picks. */
export function JobTitlePage() {
  return <Page parts={parts} />;
}
