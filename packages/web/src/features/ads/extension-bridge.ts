import type { AppliedTargeting } from "@xa/core/ads/applied-targeting";
import {
  type AnnouncedAdAccount,
  EXTENSION_SOURCE,
  extensionMessage,
  FILL_HEARTBEAT_MS,
  type FillProgress,
  type FillResult,
  PAGE_SOURCE,
  type PageMessage,
} from "@xa/core/ads/extension-messages";

export type { FillProgress, FillResult };

/** How long the page waits after its hello before it decides the extension is not installed. */
export const HELLO_WAIT_MS = 1000;
/**
 * How long a fill may go without a word from the extension before the page takes it as gone. A fill
 * has no time limit of its own: a running one reports after each value and every FILL_HEARTBEAT_MS.
 */
export const FILL_SILENCE_MS = 5 * FILL_HEARTBEAT_MS;
/** The page that explains how to install the extension, opened when it is missing. */
export const INSTALL_PAGE = "/extension";

export interface ExtensionState {
  /** undefined while waiting for the answer to the page's hello */
  installed: boolean | undefined;
  signedIn: boolean;
  adAccount: AnnouncedAdAccount | null;
  version: string | null;
}

/** A fill that went silent: the extension was removed, reloaded, or its ad platform tab hung. */
export class FillSilentError extends Error {
  constructor() {
    super("The extension stopped answering");
    this.name = "FillSilentError";
  }
}

export interface ExtensionBridge {
  subscribe(listener: () => void): () => void;
  getState(): ExtensionState;
  /** fills the form of the tab showing that account; `onProgress` hears where each field stands */
  fill(
    adAccountId: string,
    targeting: AppliedTargeting,
    onProgress?: (progress: FillProgress) => void,
  ): Promise<FillResult>;
  sendToken(token: string, team: string): void;
  /** makes the extension forget its token (sign-out, token withdrawn) */
  signOut(): void;
  /** stops listening and fails pending fills; for tests and teardown */
  stop(): void;
}

interface PendingFill {
  resolve(result: FillResult): void;
  reject(error: Error): void;
  onProgress(progress: FillProgress): void;
  timer: ReturnType<typeof setTimeout>;
}

let requestCounter = 0;
function newRequestId(): string {
  requestCounter += 1;
  return `${Date.now().toString(36)}-${requestCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The page's side of the extension's window messages. It starts on
 * the first subscriber: says hello, then reads only same-window, same-origin messages that match
 * core's schema, so another frame or a script posting look-alike data cannot steer it.
 */
export function createExtensionBridge(win: Window = window): ExtensionBridge {
  let state: ExtensionState = { installed: undefined, signedIn: false, adAccount: null, version: null };
  const listeners = new Set<() => void>();
  const pending = new Map<string, PendingFill>();
  let started = false;
  let helloTimer: ReturnType<typeof setTimeout> | undefined;

  function update(next: Partial<ExtensionState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function post(message: PageMessage) {
    win.postMessage(message, win.location.origin);
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== win || event.origin !== win.location.origin) return;
    if ((event.data as { source?: unknown } | null)?.source !== EXTENSION_SOURCE) return;
    const parsed = extensionMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "state") {
      clearTimeout(helloTimer);
      update({ installed: true, signedIn: message.signed_in, version: message.version });
    } else if (message.type === "ad-account") {
      update({ installed: true, adAccount: message.ad_account });
    } else if (message.type === "fill-progress") {
      const waiting = pending.get(message.request_id);
      if (!waiting) return;
      waitForWord(message.request_id, waiting);
      waiting.onProgress(message.progress);
    } else {
      const waiting = pending.get(message.request_id);
      if (!waiting) return;
      pending.delete(message.request_id);
      clearTimeout(waiting.timer);
      waiting.resolve({
        ok: message.ok,
        filled: message.filled,
        refused: message.refused,
        ...(message.error === undefined ? {} : { error: message.error }),
      });
    }
  }

  /** (Re)starts the wait for the extension's next word on a fill; silence past it fails the fill. */
  function waitForWord(requestId: string, waiting: PendingFill) {
    clearTimeout(waiting.timer);
    waiting.timer = setTimeout(() => {
      pending.delete(requestId);
      waiting.reject(new FillSilentError());
    }, FILL_SILENCE_MS);
  }

  function start() {
    if (started) return;
    started = true;
    win.addEventListener("message", onMessage);
    helloTimer = setTimeout(() => {
      if (state.installed === undefined) update({ installed: false });
    }, HELLO_WAIT_MS);
    post({ source: PAGE_SOURCE, type: "hello" });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => listeners.delete(listener);
    },
    getState: () => state,
    fill(adAccountId, targeting, onProgress = () => {}) {
      start();
      const requestId = newRequestId();
      return new Promise<FillResult>((resolve, reject) => {
        const waiting: PendingFill = { resolve, reject, onProgress, timer: undefined as never };
        waitForWord(requestId, waiting);
        pending.set(requestId, waiting);
        post({
          source: PAGE_SOURCE,
          type: "fill-targeting",
          request_id: requestId,
          ad_account_id: adAccountId,
          targeting,
        });
      });
    },
    sendToken(token, team) {
      start();
      post({ source: PAGE_SOURCE, type: "extension-token", token, team });
    },
    signOut() {
      start();
      post({ source: PAGE_SOURCE, type: "extension-sign-out" });
    },
    stop() {
      win.removeEventListener("message", onMessage);
      clearTimeout(helloTimer);
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error("The extension bridge stopped"));
        pending.delete(id);
      }
      started = false;
    },
  };
}

let shared: ExtensionBridge | undefined;

/** The page's one bridge, created on first use. */
export function extensionBridge(): ExtensionBridge {
  shared ??= createExtensionBridge();
  return shared;
}

/** Opens the install page in a new tab: what an action that needs the extension does when it is missing. */
export function openInstallPage(win: Window = window): void {
  win.open(INSTALL_PAGE, "_blank", "noopener");
}
