import { readStorage, STORAGE_PREFIX, writeStorage } from "../api/browser-storage.ts";
import { parseVariantHosts, resolveVariant, type Variant, type VariantHosts, variantFlag } from "./variant.ts";

/** Used when VITE_VARIANT_HOSTS is not set: *.localhost host names pick a variant in development. */
export const DEFAULT_VARIANT_HOSTS = "pro.localhost=pro,premium.localhost=premium";
const VARIANT_KEY = `${STORAGE_PREFIX}variant`;
const POPUP_KEY = `${STORAGE_PREFIX}popup`;

export function variantHosts(): VariantHosts {
  return parseVariantHosts(import.meta.env.VITE_VARIANT_HOSTS || DEFAULT_VARIANT_HOSTS);
}

let chosen: Variant | undefined;

/**
 * The variant of this page load: `?variant=` wins and is remembered for the session (in-app links drop the
 * query), then the host map, else team. Chosen once; a different variant needs a page load.
 */
export function currentVariant(): Variant {
  if (chosen) return chosen;
  const { hostname, search } = window.location;
  const flag = variantFlag(search);
  if (flag) writeStorage(VARIANT_KEY, flag, "session");
  chosen = resolveVariant({ hostname, search, hosts: variantHosts(), remembered: readStorage(VARIANT_KEY, "session") });
  return chosen;
}

/** A page opened as the popup window (`?popup=1`, remembered for the session) is always light. */
let popup: boolean | undefined;

export function isPopupWindow(): boolean {
  if (popup !== undefined) return popup;
  if (new URLSearchParams(window.location.search).get("popup") === "1") writeStorage(POPUP_KEY, "1", "session");
  popup = readStorage(POPUP_KEY, "session") === "1";
  return popup;
}
