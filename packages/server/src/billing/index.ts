// What the app uses of billing. Outside this folder, import billing only from here.
export type { BillingProvider } from "./billing-provider.ts";
export { registerBillingRoutes } from "./billing-routes.ts";
export { startBillingServices } from "./billing-services.ts";
export { cancelTeamBilling } from "./cancel-team-billing.ts";
export { chooseBillingProvider } from "./choose-billing-provider.ts";
export { registerInvoiceRoutes } from "./invoice-routes.ts";
export { registerLocalCheckoutRoutes } from "./local-checkout-routes.ts";
export { registerPremiumSubscriptionRoutes } from "./premium-subscription-routes.ts";
export { registerStaffBillingRoutes } from "./staff-routes.ts";
export { registerWebhookRoutes } from "./webhook-routes.ts";
