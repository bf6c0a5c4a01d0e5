import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";
import { useMemo, useSyncExternalStore } from "react";
import { type ExtensionBridge, extensionBridge, type FillProgress, type FillResult } from "./extension-bridge.ts";

export interface UseExtension {
  /** undefined while waiting (about a second) for the extension to answer the page's hello */
  installed: boolean | undefined;
  /** whether the extension holds a token for this app */
  signedIn: boolean;
  /** the ad account open in the ad platform's tab, if any */
  adAccount: AnnouncedAdAccount | null;
  version: string | null;
  /**
   * fills the targeting form of the tab showing that ad account, however long it takes; `onProgress`
   * hears where each field stands; rejects with FillSilentError when the extension goes silent
   */
  fill(
    adAccountId: string,
    targeting: AppliedTargeting,
    onProgress?: (progress: FillProgress) => void,
  ): Promise<FillResult>;
  sendToken(token: string, team: string): void;
  /** makes the extension forget its token */
  signOut(): void;
}

/** The companion extension as the page sees it: installed or not, and its messages. */
export function useExtension(bridge: ExtensionBridge = extensionBridge()): UseExtension {
  const state = useSyncExternalStore(bridge.subscribe, bridge.getState);
  return useMemo(
    () => ({ ...state, fill: bridge.fill, sendToken: bridge.sendToken, signOut: bridge.signOut }),
    [state, bridge],
  );
}
