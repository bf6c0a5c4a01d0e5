import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";
import { fillTargeting } from "./fill-targeting.ts";
import { showLinkBanner } from "./link-banner.ts";
import { readAdAccount } from "./read-ad-account.ts";
import type { FillResult, ToAdsTab, ToBackground } from "./runtime-messages.ts";

/**
 * Runs on the ad platform's pages: announces the ad account the page shows (again whenever the
 * single-page app moves to another one), fills the targeting form when asked, and shows whether the
 * account is linked to the user's team.
 */

let announced: string | undefined;

function announce() {
  const account: AnnouncedAdAccount | null = readAdAccount(document);
  const key = JSON.stringify(account);
  if (key === announced || !chrome.runtime?.id) return;
  announced = key;
  void chrome.runtime.sendMessage<ToBackground>({ kind: "ad-account", ad_account: account }).catch(() => {});
}

const marker = globalThis as { xaAdsForm?: boolean };
if (!marker.xaAdsForm) {
  marker.xaAdsForm = true;
  chrome.runtime.onMessage.addListener((message: ToAdsTab, _sender, sendResponse: (result: FillResult) => void) => {
    if (message.kind === "link-state") {
      showLinkBanner(document, message.state);
      return false;
    }
    fillTargeting(document, message.targeting).then(sendResponse, () =>
      sendResponse({ ok: false, filled: {}, error: "form-not-found" }),
    );
    return true; // answers asynchronously
  });
  announce();
  // The ad platform is a single-page app: the URL and the account switcher change without a load.
  let pending: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(pending);
    pending = setTimeout(announce, 250);
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}
