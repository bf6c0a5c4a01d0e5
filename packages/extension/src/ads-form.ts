import { type AnnouncedAdAccount, FILL_HEARTBEAT_MS, type FillProgress } from "@xa/core/ads/extension-messages";
import { showFillBanner } from "./fill-banner.ts";
import { fillTargeting } from "./fill-targeting.ts";
import { showLinkBanner } from "./link-banner.ts";
import { readAdAccount } from "./read-ad-account.ts";
import type { FillResult, FillTicket, ToAdsTab, ToBackground } from "./runtime-messages.ts";

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

/** The shortest gap between two progress messages: a fast fill changes faster than anyone reads. */
const PROGRESS_GAP_MS = 150;

/**
 * Fills the form and tells the app where it stands: after changes (at most every PROGRESS_GAP_MS)
 * and every FILL_HEARTBEAT_MS in any case, so the app knows the fill is alive however long it takes.
 * The page's own banner says the same to the user watching this tab.
 */
async function fillWithProgress(targeting: Extract<ToAdsTab, { kind: "fill" }>["targeting"], ticket: FillTicket) {
  let latest: FillProgress = {};
  let sentAt = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(trailing);
    trailing = undefined;
    sentAt = Date.now();
    showFillBanner(document, latest, false);
    if (!chrome.runtime?.id) return;
    const message: ToBackground = { kind: "fill-progress", ...ticket, progress: latest };
    void chrome.runtime.sendMessage<ToBackground>(message).catch(() => {});
  };
  const heartbeat = setInterval(send, FILL_HEARTBEAT_MS);
  try {
    const result = await fillTargeting(document, targeting, (progress) => {
      latest = progress;
      const wait = sentAt + PROGRESS_GAP_MS - Date.now();
      if (wait <= 0) send();
      else trailing ??= setTimeout(send, wait);
    });
    if (result.ok) showFillBanner(document, latest, true);
    return result;
  } finally {
    clearInterval(heartbeat);
    clearTimeout(trailing);
  }
}

const marker = globalThis as { xaAdsForm?: boolean };
if (!marker.xaAdsForm) {
  marker.xaAdsForm = true;
  chrome.runtime.onMessage.addListener((message: ToAdsTab, _sender, sendResponse: (result: FillResult) => void) => {
    if (message.kind === "link-state") {
      showLinkBanner(document, message.state);
      return false;
    }
    const { request_id, app_tab_id } = message;
    fillWithProgress(message.targeting, { request_id, app_tab_id }).then(sendResponse, () =>
      sendResponse({ ok: false, filled: {}, refused: {}, error: "form-not-found" }),
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
