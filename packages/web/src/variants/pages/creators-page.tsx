import { CreatorsPage as Page } from "../../features/creators/creators-page.tsx";
import { AddToListButton } from "../../features/targeting/pro/add-to-list.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";

// Chosen creators join one of the team's saved lists (a targeting package's handles).
const parts = { TeamGate: ProTeamGate, AddToList: AddToListButton };

/** Pro `/creators` on the team the pro variant picks. */
export function CreatorsPage() {
  return <Page parts={parts} />;
}
