import { EXTENSION_SOURCE, type ExtensionMessage, PAGE_SOURCE, pageMessage } from "@xa/core/ads/extension-messages";
import { EXTENSION_VERSION } from "./build-constants.ts";
import type { AppState, FillResult, ToAppTab, ToBackground } from "./runtime-messages.ts";

/**
 * Runs on the app's pages: the page's window messages in, the
 * background's answers out. Only same-window, same-origin messages that match core's schema count,
 * so another frame or a script posting look-alike data cannot hand over a token or start a fill.
 */

type Payload<T> = T extends unknown ? Omit<T, "source"> : never;

function post(message: Payload<ExtensionMessage>) {
  window.postMessage({ source: EXTENSION_SOURCE, ...message }, window.location.origin);
}

function ask<T>(message: ToBackground): Promise<T> {
  return chrome.runtime.sendMessage<ToBackground, T>(message);
}

async function announceState() {
  const state = await ask<AppState>({ kind: "app-hello" });
  post({ type: "state", installed: true, version: EXTENSION_VERSION, signed_in: state.signed_in });
  post({ type: "ad-account", ad_account: state.ad_account });
}

async function fill(requestId: string, message: Extract<ToBackground, { kind: "fill" }>) {
  let result: FillResult;
  try {
    result = await ask<FillResult>(message);
  } catch {
    result = { ok: false, filled: {}, refused: {}, error: "tab-unreachable" };
  }
  post({ type: "fill-result", request_id: requestId, ...result });
}

function onPageMessage(event: MessageEvent) {
  if (event.source !== window || event.origin !== window.location.origin) return;
  if ((event.data as { source?: unknown } | null)?.source !== PAGE_SOURCE) return;
  const parsed = pageMessage.safeParse(event.data);
  if (!parsed.success) return;
  const message = parsed.data;
  // A reloaded or removed extension leaves this script behind without a runtime: stay quiet then.
  if (!chrome.runtime?.id) return;
  if (message.type === "hello") void announceState().catch(() => {});
  else if (message.type === "extension-token") {
    void ask({ kind: "set-token", token: message.token, team: message.team })
      .then(announceState)
      .catch(() => {});
  } else if (message.type === "extension-sign-out") {
    void ask({ kind: "sign-out" })
      .then(announceState)
      .catch(() => {});
  } else {
    const { request_id, ad_account_id, targeting } = message;
    void fill(request_id, { kind: "fill", request_id, ad_account_id, targeting });
  }
}

const marker = globalThis as { xaAppBridge?: boolean };
if (!marker.xaAppBridge) {
  marker.xaAppBridge = true;
  window.addEventListener("message", onPageMessage);
  chrome.runtime.onMessage.addListener((message: ToAppTab) => {
    if (message.kind === "ad-account") post({ type: "ad-account", ad_account: message.ad_account });
    else post({ type: "fill-progress", request_id: message.request_id, progress: message.progress });
  });
  void announceState().catch(() => {});
}
