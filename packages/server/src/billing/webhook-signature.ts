import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { badRequest, said } from "../http/http-error.ts";

/** Deliveries older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signs a payload with Stripe's scheme (t=…,v1=HMAC-SHA256 of "t.payload"); local billing signs this way. */
export function signPayload(payload: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${payload}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}

/** The timestamp a signature header carries (t=…), to tell a replayed delivery from a redelivery. */
export function signedAt(header: string): number | null {
  const t = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  return t === undefined ? null : Number(t);
}

/**
 * The event a delivery carries, once Stripe's library has checked its signature and age against `now`;
 * a 400 otherwise, before anything is read or changed.
 */
export function verifyDelivery(payload: string, header: string | undefined, secret: string, now: Date): unknown {
  if (!header) throw badRequest(said("billing.signatureMissing"));
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch {
    throw badRequest(said("billing.signatureInvalid"));
  }
}
