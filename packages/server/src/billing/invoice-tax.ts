import type { BillingProviderName } from "@xa/core/billing/billing-contract";
import type { TaxRate } from "@xa/core/billing/tax-rates";
import type { InvoiceObject } from "./provider-events.ts";

const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((total, a) => total + a.amount, 0);

/**
 * An invoice's tax in minor units, from the first field the event carries: `tax`, the amounts per
 * rate, the taxes of newer API versions, else what the total holds beyond the total without tax.
 */
export function invoiceTax(invoice: InvoiceObject): number {
  if (typeof invoice.tax === "number") return invoice.tax;
  if (invoice.total_tax_amounts?.length) return sum(invoice.total_tax_amounts);
  if (invoice.total_taxes?.length) return sum(invoice.total_taxes);
  return invoice.total - (invoice.total_excluding_tax ?? invoice.total);
}

/**
 * The rate an invoice was taxed at, where the event carries the rate itself (local billing always;
 * Stripe when expanded): Japan's JCT reads as consumption tax, a VAT as VAT. Local billing's 0% is
 * its "no tax here". Null when only a rate's id is given.
 */
export function invoiceTaxRate(invoice: InvoiceObject, provider: BillingProviderName): TaxRate | null {
  const rate = invoice.total_tax_amounts?.[0]?.tax_rate;
  if (!rate || typeof rate === "string" || typeof rate.percentage !== "number") return null;
  const kind =
    rate.tax_type === "jct"
      ? "consumption_tax"
      : rate.tax_type === "vat"
        ? "vat"
        : rate.percentage === 0 && provider === "local"
          ? "none"
          : "other";
  return { percent: rate.percentage, kind, country: rate.country ? rate.country.toUpperCase() : null };
}
