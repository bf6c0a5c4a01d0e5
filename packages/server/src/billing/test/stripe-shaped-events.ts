/** Events in Stripe's shapes (API 2025 and later), for webhook tests of either provider. */
let counter = 0;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function event(type: string, object: object, at: Date, id = `evt_test_${++counter}`): string {
  return JSON.stringify({ id, object: "event", type, created: unix(at), livemode: false, data: { object } });
}

export type Ref = { teamId: number; planId: number; subscription: string; customer: string };

const metadata = (ref: Ref) => ({ team_id: String(ref.teamId), plan_id: String(ref.planId), currency: "USD" });

export const checkoutSession = (ref: Ref, paid = true) => ({
  object: "checkout.session",
  id: `cs_test_${ref.subscription}`,
  mode: "subscription",
  customer: ref.customer,
  subscription: ref.subscription,
  payment_status: paid ? "paid" : "unpaid",
  metadata: metadata(ref),
});

export const subscription = (ref: Ref, status: string, periodEnd: Date, cancelAtPeriodEnd = false) => ({
  object: "subscription",
  id: ref.subscription,
  customer: ref.customer,
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  currency: "usd",
  metadata: metadata(ref),
  items: { object: "list", data: [{ id: `si_${ref.subscription}`, current_period_end: unix(periodEnd) }] },
});

/**
 * An invoice. Its tax is stated as API versions of 2025 and later do (`total_taxes`, a rate by id), or
 * as older ones did (`tax`, and `total_tax_amounts` with the rate expanded), with no total without tax.
 */
export const invoice = (
  ref: Ref,
  id: string,
  amount: number,
  start: Date,
  end: Date,
  tax = 0,
  shape: "2025" | "legacy" = "2025",
) => ({
  object: "invoice",
  id,
  number: `INV-${id}`,
  customer: ref.customer,
  currency: "usd",
  subtotal: amount,
  ...(shape === "2025"
    ? {
        total_excluding_tax: amount,
        total_taxes:
          tax === 0
            ? []
            : [
                {
                  amount: tax,
                  tax_behavior: "exclusive",
                  tax_rate_details: { tax_rate: "txr_1SUk3qLkdIwHu7ixJct10" },
                  taxability_reason: "standard_rated",
                  taxable_amount: amount,
                  type: "tax_rate_details",
                },
              ],
      }
    : {
        tax,
        total_tax_amounts: [
          {
            amount: tax,
            inclusive: false,
            tax_rate: {
              id: "txr_1SUk3qLkdIwHu7ixJct10",
              object: "tax_rate",
              country: "JP",
              display_name: "JCT",
              percentage: 10,
              tax_type: "jct",
            },
          },
        ],
      }),
  total: amount + tax,
  created: unix(start),
  lines: {
    data: [{ description: "1 × Team (at $49.00 / month)", amount, period: { start: unix(start), end: unix(end) } }],
  },
  parent: { subscription_details: { subscription: ref.subscription, metadata: metadata(ref) } },
});
