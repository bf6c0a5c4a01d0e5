import { badRequest, HttpError, said, tooManyRequests } from "../http/http-error.ts";
import { AdsPlatformError, AdsRefusal } from "./ads-platform.ts";

/**
 * Runs a call to the ad platform and words its refusals for our caller: a rate limit stays a 429
 * with the platform's Retry-After, a refused input (400, 404) is our 400, anything else a 502.
 */
export async function callPlatform<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AdsPlatformError)) throw error;
    if (error instanceof AdsRefusal) throw new HttpError(error.status, { detail: said(error.key, error.params) });
    const problem = error.message;
    if (error.status === 429) {
      const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
      throw tooManyRequests(said("adsPlatformBusy", { seconds }), seconds);
    }
    if (error.status === 400 || error.status === 404) throw badRequest(said("adsPlatformRefused", { problem }));
    throw new HttpError(502, { detail: said("adsPlatformFailed", { problem }) });
  }
}
