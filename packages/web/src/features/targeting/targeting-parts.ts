import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { ComponentType, ReactNode } from "react";

/** What the ads feature adds to a saved package in the editor: applying it to an ad account, and where it was. */
export type PackageEditorParts = {
  ApplyButton: ComponentType<{ team: string; config: { id: number; name: string }; value: TargetingPackageWrapper }>;
  UsageHistory: ComponentType<{ team: string; configId: number }>;
};

/** What the pro variant gives its targeting pages: the team they work on, as it has no team in its URL. */
export type ProPageParts = {
  TeamGate: ComponentType<{ children: (team: string) => ReactNode }>;
};
