import { LazyApplyButton } from "../../features/ads/apply/lazy-apply-button.tsx";
import { LazyUsageHistory } from "../../features/ads/usages/lazy-usage-history.tsx";
import type { PackageEditorParts } from "../../features/targeting/targeting-parts.ts";

/** The ads feature's apply button and usage history in the package editor, each a chunk of its own. */
export const packageEditorParts: PackageEditorParts = {
  ApplyButton: LazyApplyButton,
  UsageHistory: LazyUsageHistory,
};
