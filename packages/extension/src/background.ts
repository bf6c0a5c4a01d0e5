import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";
import { announcedAdTabs, currentAdAccount, isAdTab, recordAdTab, tabsShowing } from "./ad-account-tabs.ts";
import { DEFAULT_APP_URL } from "./build-constants.ts";
import { forgetAuth, linkStateOf, readAuth, saveAuth } from "./extension-auth.ts";
import { adAccountIdFromUrl } from "./read-ad-account.ts";
import type { AppState, FillResult, ToAdsTab, ToAppTab, ToBackground } from "./runtime-messages.ts";

/**
 * The service worker: keeps the ad account the ad platform's tabs announced, hands fill requests
 * from the app to the tab showing that account, holds the extension token, and opens the app's
 * compact popup window from the toolbar button.
 */

const LAST_APP_URL = "lastAppUrl";

/** The app's pages, as the manifest's first content script matches them. */
function appMatches(): string[] {
  return chrome.runtime.getManifest().content_scripts?.[0]?.matches ?? [];
}

async function tellAppTabs(message: ToAppTab) {
  const tabs = await chrome.tabs.query({ url: appMatches() });
  await Promise.all(tabs.map((tab) => tab.id && chrome.tabs.sendMessage(tab.id, message).catch(() => {})));
}

function tellAdsTab(tabId: number, message: ToAdsTab) {
  return chrome.tabs.sendMessage(tabId, message).catch(() => {});
}

async function sendLinkState(tabId: number, account: AnnouncedAdAccount) {
  await tellAdsTab(tabId, { kind: "link-state", state: await linkStateOf(account, await readAuth()) });
}

async function onAdAccount(tabId: number, account: AnnouncedAdAccount | null) {
  const current = await recordAdTab(tabId, account);
  await tellAppTabs({ kind: "ad-account", ad_account: current });
  if (account) await sendLinkState(tabId, account);
}

async function onAppHello(origin: string): Promise<AppState> {
  await chrome.storage.local.set({ [LAST_APP_URL]: origin });
  const auth = await readAuth();
  return { signed_in: auth?.origin === origin, ad_account: await currentAdAccount() };
}

async function onToken(origin: string, token: string, team: string): Promise<AppState> {
  await saveAuth({ origin, token, team });
  // Each ad platform tab learns whether its account is linked to the team the token acts for.
  for (const [tabId, account] of await announcedAdTabs()) await sendLinkState(tabId, account);
  return onAppHello(origin);
}

/** Forgets the token, if this app gave it: another app's sign-out does not sign this one out. */
async function onSignOut(origin: string): Promise<AppState> {
  if ((await readAuth())?.origin === origin) {
    await forgetAuth();
    for (const [tabId, account] of await announcedAdTabs()) await sendLinkState(tabId, account);
  }
  return onAppHello(origin);
}

/** The tab showing the account: one that announced it, else one whose URL names it. */
async function findAdTab(accountId: string): Promise<number | null> {
  const announced = await tabsShowing(accountId);
  if (announced[0] !== undefined) return announced[0];
  const adsMatches = chrome.runtime.getManifest().content_scripts?.[1]?.matches ?? [];
  const tabs = await chrome.tabs.query({ url: adsMatches });
  const wanted = accountId.toLowerCase();
  return tabs.find((tab) => tab.url && adAccountIdFromUrl(tab.url)?.toLowerCase() === wanted)?.id ?? null;
}

async function onFill(message: Extract<ToBackground, { kind: "fill" }>, appTabId: number): Promise<FillResult> {
  const tabId = await findAdTab(message.ad_account_id);
  if (tabId === null) return { ok: false, filled: {}, refused: {}, error: "no-ad-platform-tab" };
  // A hidden tab's timers are throttled to one a second, which would slow every typeahead: show it.
  await chrome.tabs.update(tabId, { active: true }).catch(() => {});
  try {
    const result = (await chrome.tabs.sendMessage(tabId, {
      kind: "fill",
      request_id: message.request_id,
      app_tab_id: appTabId,
      targeting: message.targeting,
    } satisfies ToAdsTab)) as FillResult | undefined;
    return result ?? { ok: false, filled: {}, refused: {}, error: "tab-unreachable" };
  } catch {
    return { ok: false, filled: {}, refused: {}, error: "tab-unreachable" };
  }
}

/** Passes a running fill's progress (or heartbeat) on to the app tab that asked for the fill. */
async function onFillProgress(message: Extract<ToBackground, { kind: "fill-progress" }>) {
  const update: ToAppTab = { kind: "fill-progress", request_id: message.request_id, progress: message.progress };
  await chrome.tabs.sendMessage(message.app_tab_id, update).catch(() => {});
}

/** The origin a content script's message came from: the sender's, never what the message says. */
function senderOrigin(sender: chrome.runtime.MessageSender): string | null {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : null;
  } catch {
    return null;
  }
}

function handle(message: ToBackground, sender: chrome.runtime.MessageSender): Promise<unknown> | null {
  const origin = senderOrigin(sender);
  const tabId = sender.tab?.id;
  if (sender.id !== chrome.runtime.id || !origin || tabId === undefined) return null;
  switch (message.kind) {
    case "app-hello":
      return onAppHello(origin);
    case "set-token":
      return onToken(origin, message.token, message.team);
    case "sign-out":
      return onSignOut(origin);
    case "fill":
      return onFill(message, tabId);
    case "fill-progress":
      return onFillProgress(message);
    case "ad-account":
      return onAdAccount(tabId, message.ad_account);
  }
}

chrome.runtime.onMessage.addListener((message: ToBackground, sender, sendResponse) => {
  const work = handle(message, sender);
  if (!work) return false;
  work.then(sendResponse, () => sendResponse(null));
  return true; // answers asynchronously
});

chrome.tabs.onRemoved.addListener((tabId) => {
  void isAdTab(tabId).then((was) => (was ? onAdAccount(tabId, null) : undefined));
});

// Leaving the ad platform for another site runs no content script to say so.
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (!change.url || adAccountIdFromUrl(change.url)) return;
  void isAdTab(tabId).then((was) => (was ? onAdAccount(tabId, null) : undefined));
});

chrome.action.onClicked.addListener(() => {
  void (async () => {
    const stored = (await chrome.storage.local.get(LAST_APP_URL))[LAST_APP_URL] as string | undefined;
    const url = new URL("/?popup=1", stored ?? DEFAULT_APP_URL).href;
    await chrome.windows.create({ url, type: "popup", width: 440, height: 760 });
  })();
});

// Tabs opened before the install (or an update) have no content script yet: give them one.
chrome.runtime.onInstalled.addListener(() => {
  void (async () => {
    for (const script of chrome.runtime.getManifest().content_scripts ?? []) {
      const tabs = await chrome.tabs.query({ url: script.matches ?? [] });
      for (const tab of tabs) {
        if (!tab.id || !script.js) continue;
        await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: script.js }).catch(() => {});
      }
    }
  })();
});
