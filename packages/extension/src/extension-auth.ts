import { adsContract } from "@xa/core/ads/ads-contract";
import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";
import type { LinkState } from "./runtime-messages.ts";

/**
 * The extension token the app handed over, with the app's origin and the team it acts
 * for, in chrome.storage.local so it survives a browser restart. One app at a time: a new token
 * replaces the last one, as the server's newest token replaces earlier ones.
 */
export interface ExtensionAuth {
  origin: string;
  token: string;
  team: string;
}

const KEY = "auth";

export async function readAuth(): Promise<ExtensionAuth | null> {
  return ((await chrome.storage.local.get(KEY))[KEY] as ExtensionAuth | undefined) ?? null;
}

export const saveAuth = (auth: ExtensionAuth) => chrome.storage.local.set({ [KEY]: auth });

export const forgetAuth = () => chrome.storage.local.remove(KEY);

/**
 * Whether the team the token acts for has linked this ad account: the token's one use here, asked
 * of listAdAccounts with 'Token {token}', so the ad platform page can say so before a fill.
 */
export async function linkStateOf(
  account: AnnouncedAdAccount,
  auth: ExtensionAuth | null,
  fetcher: typeof fetch = fetch,
): Promise<LinkState> {
  if (!auth) return "signed-out";
  const url = new URL(adsContract.listAdAccounts.path, auth.origin);
  url.searchParams.set("team", auth.team);
  url.searchParams.set("account_id", account.id);
  try {
    const response = await fetcher(url, { headers: { Authorization: `Token ${auth.token}` } });
    if (response.status === 401 || response.status === 403) return "signed-out";
    if (!response.ok) return "unknown";
    const parsed = adsContract.listAdAccounts.response.safeParse(await response.json());
    if (!parsed.success) return "unknown";
    const wanted = account.id.toLowerCase();
    return parsed.data.results.some((linked) => linked.account_id.toLowerCase() === wanted) ? "linked" : "not-linked";
  } catch {
    return "unknown";
  }
}
