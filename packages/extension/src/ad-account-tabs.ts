import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";

/**
 * The ad accounts the ad platform's tabs announced, kept in chrome.storage.session: the service
 * worker may stop between two messages, and the list must not outlive the browser session.
 */
interface AdTabs {
  /** tab id → the account it shows */
  tabs: Record<string, AnnouncedAdAccount>;
  /** the tab that announced last: its account is the one the app is told about */
  current: number | null;
}

const KEY = "adTabs";

async function read(): Promise<AdTabs> {
  const stored = (await chrome.storage.session.get(KEY))[KEY] as AdTabs | undefined;
  return stored ?? { tabs: {}, current: null };
}

const write = (value: AdTabs) => chrome.storage.session.set({ [KEY]: value });

/** The account the app should show: the last one announced by a tab still open. */
export async function currentAdAccount(): Promise<AnnouncedAdAccount | null> {
  const { tabs, current } = await read();
  return current === null ? null : (tabs[current] ?? null);
}

/** Records what a tab shows (null: no account) and returns the account the app should now show. */
export async function recordAdTab(tabId: number, account: AnnouncedAdAccount | null) {
  const state = await read();
  if (account) {
    state.tabs[tabId] = account;
    state.current = tabId;
  } else {
    delete state.tabs[tabId];
    if (state.current === tabId) state.current = latestTab(state);
  }
  await write(state);
  return state.current === null ? null : (state.tabs[state.current] ?? null);
}

function latestTab(state: AdTabs): number | null {
  const ids = Object.keys(state.tabs).map(Number);
  return ids.length > 0 ? (ids.at(-1) ?? null) : null;
}

/** Whether a tab was showing an account, so its closing changes what the app sees. */
export async function isAdTab(tabId: number): Promise<boolean> {
  return String(tabId) in (await read()).tabs;
}

/** The tabs showing this account, the one announced last first. */
export async function tabsShowing(accountId: string): Promise<number[]> {
  const { tabs, current } = await read();
  const wanted = accountId.toLowerCase();
  const ids = Object.entries(tabs)
    .filter(([, account]) => account.id.toLowerCase() === wanted)
    .map(([id]) => Number(id));
  return ids.sort((a, b) => Number(b === current) - Number(a === current));
}

/** Every tab that announced an account, with it, to tell each whether its account is linked. */
export async function announcedAdTabs(): Promise<[number, AnnouncedAdAccount][]> {
  return Object.entries((await read()).tabs).map(([id, account]) => [Number(id), account]);
}
