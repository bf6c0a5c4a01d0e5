import { XProviderError } from "../auth/index.ts";
import { forbidden, HttpError, notFound, said, tooManyRequests } from "../http/http-error.ts";

/**
 * Runs a call to X as the connected account and words X's refusal for our caller: what X cannot
 * find is our 404, what it forbids our 403, its rate limit our 429 with its wait, any other refusal
 * a 400 and a failure to answer a 502. X's words never carry a token.
 */
export async function actOnX<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof XProviderError)) throw error;
    const problem = error.message;
    if (error.status === 404) throw notFound(said("premium.xRefused", { problem }));
    if (error.status === 401 || error.status === 403) throw forbidden(said("premium.xRefused", { problem }));
    if (error.status === 429) {
      const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
      throw tooManyRequests(said("tooManyRequests", { minutes: Math.ceil(seconds / 60) }), seconds);
    }
    if (error.status >= 400 && error.status < 500)
      throw new HttpError(400, { detail: said("premium.xRefused", { problem }) });
    throw new HttpError(502, { detail: said("premium.xFailed", { problem }) });
  }
}
