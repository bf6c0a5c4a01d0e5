import { clientErrorsContract } from "@xa/core/events/client-errors-contract";
import { call } from "../api/call.ts";
import { describeThrown, type ErrorReporter, isSampled } from "./error-reporter.ts";

/** Reports one page load sends at most, and how long the same message is not sent again. */
export const MAX_REPORTS_PER_PAGE = 20;
export const REPEAT_QUIET_MS = 60_000;

type Options = {
  sampleRate: number;
  release: string;
  /** the page's address when the error happened */
  url: () => string;
  random?: () => number;
};

/**
 * Our own endpoint (POST /api/client-errors/), read on staff's Client errors page. A sampled share is sent; an
 * error that repeats (a render loop) is sent once a minute, and a page sends at most 20, so a broken page cannot
 * flood the store. A report that fails is not reported again.
 */
export function ownEndpointReporter(options: Options): ErrorReporter {
  let sent = 0;
  const lastSent = new Map<string, number>();
  return {
    capture(error, source) {
      if (!isSampled(options.sampleRate, options.random)) return;
      const { message, stack } = describeThrown(error);
      const now = Date.now();
      if (sent >= MAX_REPORTS_PER_PAGE || now - (lastSent.get(message) ?? -Infinity) < REPEAT_QUIET_MS) return;
      sent += 1;
      lastSent.set(message, now);
      // NUL never reaches the server, which refuses it in any input.
      const clean = (text: string) => text.replaceAll("\u0000", "\uFFFD");
      const body = {
        message: clean(message).slice(0, 2000),
        stack: stack === null ? null : clean(stack).slice(0, 50_000),
        url: options.url(),
        source,
        release: options.release,
      };
      call(clientErrorsContract.recordClientError, { body }, { silent: true, redirectOn403: false }).catch(() => {});
    },
  };
}
