import type { Deps } from "../deps.ts";
import { limitedNetwork } from "../http/client-address.ts";
import { takeLimit } from "../http/rate-limit.ts";

/**
 * The address a per-address limit counts: lower-case, and without a +tag, since a+1@x and a+2@x
 * reach the same mailbox.
 */
export function limitedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).replace(/\+.*$/, "");
  return `${local}${email.slice(at)}`.toLowerCase();
}

/**
 * Counts a request for a sign-in code against the caller's network and the address, or throws a
 * 429. The network is counted first, so one flooding many addresses is stopped at its own limit.
 */
export async function takeSigninLimits(deps: Deps, email: string, clientIp: string): Promise<void> {
  const { perAddress, perIp, windowMs } = deps.config.signinLimits;
  await takeLimit(deps, {
    key: `signin-ip:${limitedNetwork(clientIp)}`,
    limit: perIp,
    windowMs,
    detail: "tooManyCodesFromIp",
  });
  await takeLimit(deps, {
    key: `signin-address:${limitedAddress(email)}`,
    limit: perAddress,
    windowMs,
    detail: "tooManyCodes",
  });
}
