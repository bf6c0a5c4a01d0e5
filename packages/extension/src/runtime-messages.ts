import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import type { AnnouncedAdAccount, FillProgress, FillResult } from "@xa/core/ads/extension-messages";

export type { FillResult };

/**
 * The messages between the extension's own parts (chrome.runtime / chrome.tabs messaging). Only the
 * extension's scripts can send them, so they are typed, not parsed; the page's messages are parsed
 * with core's schemas before they become one of these.
 */

/** Whether the ad account the ad platform tab shows is linked to the team the token was given for. */
export type LinkState = "linked" | "not-linked" | "signed-out" | "unknown";

/** Which fill a progress message is about, and the app tab that asked for it. */
export interface FillTicket {
  request_id: string;
  app_tab_id: number;
}

/** A content script → the background. */
export type ToBackground =
  | { kind: "app-hello" }
  | { kind: "set-token"; token: string; team: string }
  | { kind: "sign-out" }
  | { kind: "fill"; request_id: string; ad_account_id: string; targeting: AppliedTargeting }
  | ({ kind: "fill-progress"; progress: FillProgress } & FillTicket)
  | { kind: "ad-account"; ad_account: AnnouncedAdAccount | null };

export interface AppState {
  signed_in: boolean;
  ad_account: AnnouncedAdAccount | null;
}

/** The background → an app tab. */
export type ToAppTab =
  | { kind: "ad-account"; ad_account: AnnouncedAdAccount | null }
  | { kind: "fill-progress"; request_id: string; progress: FillProgress };

/** The background → an ad platform tab. */
export type ToAdsTab =
  | ({ kind: "fill"; targeting: AppliedTargeting } & FillTicket)
  | { kind: "link-state"; state: LinkState };
