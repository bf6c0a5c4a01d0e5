import { badRequest, HttpError, said, tooManyRequests } from "../../http/http-error.ts";
import { XProviderError } from "./x-provider.ts";

/**
 * Runs a call to X and words its refusals for our caller: a rate limit stays a 429 with X's wait, a
 * refused code or token (400, 401) is our 400, anything else a 502. X's words never carry a token.
 */
export async function callX<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof XProviderError)) throw error;
    const problem = error.message;
    if (error.status === 429) {
      const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
      throw tooManyRequests(said("tooManyRequests", { minutes: Math.ceil(seconds / 60) }), seconds);
    }
    if (error.status >= 400 && error.status < 500) throw badRequest(said("social.providerFailed", { problem }));
    throw new HttpError(502, { detail: said("social.providerFailed", { problem }) });
  }
}
