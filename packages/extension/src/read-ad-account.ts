import type { AnnouncedAdAccount } from "@xa/core/ads/extension-messages";
import { ACCOUNT_SELECTORS, AD_ACCOUNT_PATH } from "./ads-form-fields.ts";

/** The ad account id in an ad platform URL, or null when the URL names none. */
export function adAccountIdFromUrl(url: string): string | null {
  try {
    return AD_ACCOUNT_PATH.exec(new URL(url).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** The first element any of the candidate selectors finds. */
export function findFirst<E extends Element = HTMLElement>(root: ParentNode, candidates: readonly string[]): E | null {
  for (const selector of candidates) {
    const found = root.querySelector<E>(selector);
    if (found) return found;
  }
  return null;
}

const textOf = (doc: Document, candidates: readonly string[]) => {
  const element = findFirst(doc, candidates);
  return (element?.getAttribute("data-account-id") ?? element?.textContent ?? "").trim();
};

/** The ad account the page shows: its id from the URL (or the page), its name and handle from the page. */
export function readAdAccount(doc: Document): AnnouncedAdAccount | null {
  const id = adAccountIdFromUrl(doc.location.href) ?? (textOf(doc, ACCOUNT_SELECTORS.id) || null);
  if (!id) return null;
  const handle = textOf(doc, ACCOUNT_SELECTORS.handle).replace(/^@/, "");
  return { id, name: textOf(doc, ACCOUNT_SELECTORS.name) || id, handle };
}
