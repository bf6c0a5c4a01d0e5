import { ConfigEditorPage as Page } from "../../features/targeting/package-editor/config-editor-page.tsx";
import { packageEditorParts } from "./package-editor-parts.ts";

/** A team's audience in the package editor, with the ads feature's apply button and usage history. */
export function ConfigEditorPage() {
  return <Page parts={packageEditorParts} />;
}
