import type { LinkState } from "./runtime-messages.ts";

const BANNER_ID = "xaudience-link-banner";

const MESSAGES: Record<LinkState, string> = {
  linked: "bannerLinked",
  "not-linked": "bannerNotLinked",
  "signed-out": "bannerSignedOut",
  unknown: "bannerUnknown",
};

/**
 * A small banner on the ad platform page saying whether its account is linked to the user's team,
 * in a shadow root so the page's styles and the banner's never touch.
 */
export function showLinkBanner(doc: Document, state: LinkState): void {
  doc.getElementById(BANNER_ID)?.remove();
  const host = doc.createElement("div");
  host.id = BANNER_ID;
  host.dataset.state = state;
  const shadow = host.attachShadow({ mode: "open" });
  const tone = state === "linked" ? "#0f5132" : state === "not-linked" ? "#842029" : "#41464b";
  const background = state === "linked" ? "#d1e7dd" : state === "not-linked" ? "#f8d7da" : "#e2e3e5";
  shadow.innerHTML = `<style>
    div { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; max-width: 320px;
      font: 13px/1.4 system-ui, sans-serif; color: ${tone}; background: ${background};
      border: 1px solid currentColor; border-radius: 6px; padding: 8px 32px 8px 12px; }
    button { position: absolute; top: 4px; right: 6px; border: 0; background: none; color: inherit;
      font-size: 16px; cursor: pointer; }
  </style><div role="status"><span></span><button type="button">×</button></div>`;
  const text = shadow.querySelector("span");
  if (text) text.textContent = chrome.i18n.getMessage(MESSAGES[state]);
  const close = shadow.querySelector("button");
  close?.setAttribute("aria-label", chrome.i18n.getMessage("bannerClose"));
  close?.addEventListener("click", () => host.remove());
  doc.body.append(host);
}
