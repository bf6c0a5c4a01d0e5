import type { ApplyTargetingResult } from "@xa/core/ads/ads-contract";
import { snapshotOfApplied } from "@xa/core/ads/applied-snapshot";
import type { ApplyPlan } from "@xa/core/ads/apply-package";
import { filledCount, filledTargeting } from "@xa/core/ads/filled-targeting";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { type FillProgress, type FillResult, FillSilentError, openInstallPage } from "../extension-bridge.ts";
import { useApplyTargeting, useCreateAdAccount, useCreateUsage } from "../use-ads-mutations.ts";
import { useExtension } from "../use-extension.ts";
import type { ApplyChoice } from "./choose-step.tsx";

/**
 * How an apply ended: filled by the extension (and recorded, or not), refused by it, lost when it went
 * silent mid-fill (with how far it had got), applied through the API, or not at all.
 */
export type ApplyOutcome =
  | { kind: "filled"; fill: FillResult; recorded: true }
  | { kind: "filled"; fill: FillResult; recorded: false; recordError: string }
  | { kind: "fill-failed"; fill: FillResult }
  | { kind: "fill-lost"; progress: FillProgress }
  | { kind: "applied"; result: ApplyTargetingResult }
  | { kind: "failed"; message: string }
  | { kind: "no-extension" };

/**
 * Sends a confirmed plan. Through the extension: it must be installed, else the user is asked to install it, the
 * install page opens in a new tab and nothing is sent; `onProgress` hears the fill field by field, and once it
 * ends the usage is recorded with what the form took (a fill that put nothing in records nothing).
 * Through the API: the server applies to the line item and records the usage itself.
 */
export function useApplyRun(team: string, configId: number) {
  const { t } = useTranslation();
  const extension = useExtension();
  const apply = useApplyTargeting();
  const record = useCreateUsage();
  const link = useCreateAdAccount(team);

  return async (
    choice: ApplyChoice,
    plan: ApplyPlan,
    onProgress: (progress: FillProgress) => void = () => {},
  ): Promise<ApplyOutcome> => {
    const adAccountId = choice.target.accountId;
    if (choice.method === "api") {
      try {
        const result = await apply.mutateAsync({
          team,
          ad_account_id: adAccountId,
          line_item_id: choice.lineItemId ?? "",
          audience_config_id: configId,
          targeting: plan.targeting,
        });
        return { kind: "applied", result };
      } catch (error) {
        return { kind: "failed", message: describeError(error, t) };
      }
    }

    if (extension.installed !== true) {
      window.alert(t("ads.apply.installAlert"));
      openInstallPage();
      return { kind: "no-extension" };
    }
    // A usage is recorded only for an account of the team: the one open in the ad platform is linked
    // first (team admins may), and nothing is filled when it cannot be.
    if (!choice.target.linked) {
      try {
        await link.mutateAsync({
          account_id: adAccountId,
          name: choice.target.name || adAccountId,
          purpose: "targeting",
        });
      } catch (error) {
        return { kind: "failed", message: t("ads.apply.linkFailed", { problem: describeError(error, t) }) };
      }
    }
    let fill: FillResult;
    let latest: FillProgress = {};
    try {
      fill = await extension.fill(adAccountId, plan.targeting, (progress) => {
        latest = progress;
        onProgress(progress);
      });
    } catch (error) {
      if (error instanceof FillSilentError) return { kind: "fill-lost", progress: latest };
      return { kind: "failed", message: describeError(error, t) };
    }
    if (!fill.ok || filledCount(fill.filled) === 0) return { kind: "fill-failed", fill };
    const applied = filledTargeting(plan.targeting, fill.refused);
    try {
      await record.mutateAsync({
        audience_config_id: configId,
        ad_account_id: adAccountId,
        state: "applied",
        targeting_package: snapshotOfApplied(applied),
        countries: applied.countries,
      });
      return { kind: "filled", fill, recorded: true };
    } catch (error) {
      return { kind: "filled", fill, recorded: false, recordError: describeError(error, t) };
    }
  };
}
