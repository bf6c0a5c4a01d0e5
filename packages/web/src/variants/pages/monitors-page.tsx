import { MonitorsPage as Page } from "../../features/monitors/monitors-page.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

const parts = { TeamGate: ProTeamGate };

/** Pro `/monitors` on the team the pro variant picks. */
export function MonitorsPage() {
  return <Page parts={parts} />;
}
