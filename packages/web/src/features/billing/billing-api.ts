import type { Language } from "@xa/core/auth/languages";
import { billingContract, type CheckoutRequest } from "@xa/core/billing/billing-contract";
import { premiumSubscriptionContract } from "@xa/core/billing/premium-subscription-contract";
import { call } from "../../api/call.ts";
import { fileRequest } from "../../api/file-request.ts";
import { downloadBlob } from "../../download/download-blob.ts";

const op = billingContract;
// A 403 here refuses this action (a member, not an admin); it is not a lost session.
const stay = { redirectOn403: false };

export const getTeamBilling = (team: string) => call(op.teamBilling, { query: { team } });
export const listPlans = () => call(op.listPlans, {});
export const listInvoices = (team: string) => call(op.listInvoices, { query: { team } });
export const startCheckout = (body: CheckoutRequest) => call(op.checkout, { body }, stay);
export const changePlan = (team: string, plan: number) => call(op.upgrade, { body: { team, plan } }, stay);
export const cancelPlan = (team: string) => call(op.cancel, { body: { team } }, stay);

export const getLocalCheckout = (session: string) => call(op.localCheckout, { params: { session } }, stay);
export const payLocalCheckout = (session: string) => call(op.completeLocalCheckout, { params: { session } }, stay);
export const declineLocalCheckout = (session: string) => call(op.failLocalCheckout, { params: { session } }, stay);

export const getPremiumSubscription = (team: string) =>
  call(premiumSubscriptionContract.subscriptionInfo, { query: { team } });
// The premium suite sells its plans through its own calls, so checkout returns to the suite's pages.
export const startPremiumCheckout = (body: CheckoutRequest) =>
  call(premiumSubscriptionContract.createSubscription, { body }, stay);
export const changePremiumPlan = (team: string, plan: number) =>
  call(premiumSubscriptionContract.changeSubscription, { body: { team, plan } }, stay);

/** Saves an invoice's PDF, written in the interface language. */
export async function downloadInvoicePdf(invoice: { id: number; number: string }, language: Language) {
  const path = `${op.invoicePdf.path.replace(":invoice", String(invoice.id))}?language=${language}`;
  const { blob, filename } = await fileRequest("GET", path, `invoice-${invoice.number}.pdf`);
  downloadBlob(blob, filename);
}

/** The provider's page where an admin manages cards and reads invoices (Stripe's Billing Portal). */
export const openPortal = (team: string) => call(op.portal, { body: { team } }, stay);
