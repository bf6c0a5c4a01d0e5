import { z } from "zod";
import { operation } from "../contract/operation.ts";
import {
  BILLING_PROVIDERS,
  billingSubscription,
  cancelResult,
  checkoutResult,
  checkoutSchema,
  plan,
  teamBodySchema,
  teamQuery,
  upgradeSchema,
} from "./billing-contract.ts";

/** The premium suite's own page of its subscription: the current one, whether the suite is open, and the plans that open it. */
export const premiumSubscriptionInfo = z.object({
  subscription: billingSubscription.nullable(),
  premium: z.boolean(),
  plans: z.array(plan),
  provider: z.enum(BILLING_PROVIDERS),
  test_billing: z.boolean(),
});
export type PremiumSubscriptionInfo = z.infer<typeof premiumSubscriptionInfo>;

const premiumTags = ["billing", "premium"];

/**
 * The premium suite's subscription calls: the same checkout, change and cancel as the team's billing,
 * limited to plans that enable the premium suite, returning to the suite's
 * `/create-subscription/success` and `/create-subscription/cancel` pages.
 */
export const premiumSubscriptionContract = {
  createSubscription: operation({
    method: "POST",
    path: "/api/external/deepthought/subscription/create/",
    summary: "Start buying a premium suite plan (team admins): answers where to pay",
    tags: premiumTags,
    body: checkoutSchema,
    status: 201,
    response: checkoutResult,
    errors: [400, 403, 404, 409, 502],
  }),
  cancelSubscription: operation({
    method: "POST",
    path: "/api/external/deepthought/subscription/cancel/",
    summary: "Cancel the premium suite plan at the end of its period (team admins)",
    tags: premiumTags,
    body: teamBodySchema,
    status: 200,
    response: cancelResult,
    errors: [400, 403, 404, 409, 502],
  }),
  subscriptionInfo: operation({
    method: "GET",
    path: "/api/external/deepthought/subscription/info/",
    summary: "The team's subscription as the premium suite shows it (members)",
    tags: premiumTags,
    query: teamQuery,
    status: 200,
    response: premiumSubscriptionInfo,
    errors: [400, 403, 404],
  }),
  changeSubscription: operation({
    method: "PATCH",
    path: "/api/external/deepthought/subscription/info/",
    summary: "Move the team's subscription to another premium suite plan (team admins)",
    tags: premiumTags,
    body: upgradeSchema,
    status: 200,
    response: billingSubscription,
    errors: [400, 403, 404, 409, 502],
  }),
};
