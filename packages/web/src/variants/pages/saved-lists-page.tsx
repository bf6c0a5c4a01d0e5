import {
  TargetingListsPage as ListPage,
  SavedListsPage as ListsPage,
} from "../../features/targeting/pro/saved-lists-page.tsx";
import { ProTeamGate } from "../pro/pro-team-gate.tsx";
import { packageEditorParts } from "./package-editor-parts.ts";

const parts = { TeamGate: ProTeamGate, ...packageEditorParts };

/** Pro `/saved-lists` on the team the pro variant picks. */
export function SavedListsPage() {
  return <ListsPage parts={parts} />;
}

/** Pro `/targeting-lists/:id?` on the team the pro variant picks, with the ads feature's parts of the editor. */
export function TargetingListsPage() {
  return <ListPage parts={parts} />;
}
