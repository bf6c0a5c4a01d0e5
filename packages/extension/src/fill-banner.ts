import type { FillProgress } from "@xa/core/ads/extension-messages";

const BANNER_ID = "xaudience-fill-banner";

type GetMessage = (name: string, substitutions?: string[]) => string;

/** Over all fields: values filled, refused, and sent. */
export function fillTotals(progress: FillProgress): { filled: number; refused: number; total: number } {
  const fields = Object.values(progress);
  return {
    filled: fields.reduce((sum, field) => sum + field.filled, 0),
    refused: fields.reduce((sum, field) => sum + field.refused, 0),
    total: fields.reduce((sum, field) => sum + field.total, 0),
  };
}

/**
 * A banner on the ad platform page while the extension fills its form, and after: the extension
 * brings this tab to the front, so the user watching it sees how far the fill is without the app.
 * In a shadow root, so the page's styles and the banner's never touch.
 */
export function showFillBanner(
  doc: Document,
  progress: FillProgress,
  done: boolean,
  getMessage: GetMessage = (name, substitutions) => chrome.i18n.getMessage(name, substitutions),
): void {
  let host = doc.getElementById(BANNER_ID);
  if (!host) {
    host = doc.createElement("div");
    host.id = BANNER_ID;
    const shadow = host.attachShadow({ mode: "open" });
    shadow.innerHTML = `<style>
      div { position: fixed; left: 16px; bottom: 16px; z-index: 2147483647; max-width: 360px;
        font: 13px/1.4 system-ui, sans-serif; color: #084298; background: #cfe2ff;
        border: 1px solid currentColor; border-radius: 6px; padding: 8px 32px 8px 12px; }
      button { position: absolute; top: 4px; right: 6px; border: 0; background: none; color: inherit;
        font-size: 16px; cursor: pointer; }
    </style><div role="status"><span></span><button type="button">×</button></div>`;
    const close = shadow.querySelector("button");
    close?.setAttribute("aria-label", getMessage("bannerClose"));
    close?.addEventListener("click", () => host?.remove());
    doc.body.append(host);
  }
  const { filled, refused, total } = fillTotals(progress);
  host.dataset.state = done ? "done" : "running";
  const numbers = [String(filled), String(total), String(refused)];
  let text = getMessage(done ? "fillDone" : "fillRunning", numbers);
  if (refused > 0) text += ` ${getMessage("fillRefused", numbers)}`;
  const span = host.shadowRoot?.querySelector("span");
  if (span) span.textContent = text;
}
