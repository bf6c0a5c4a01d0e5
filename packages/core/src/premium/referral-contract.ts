import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** How long after joining a user still counts as signed up through a link they followed. */
export const REFERRAL_NEW_USER_DAYS = 7;

export const referralCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{8,16}$/, { error: "Not a referral code." });

export const referralInfo = z.object({
  /** null until the user makes their link */
  code: z.string().nullable(),
  /** the link to share: the suite's home with the code */
  url: z.string().nullable(),
  signups: z.number().int(),
  last_signup_at: z.string().nullable(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

export const referralClaim = z.object({
  counted: z.boolean(),
  /** why a claim was not counted: the user joined before, or was referred already */
  reason: z.enum(["counted", "not_new", "already_referred"]),
});

const tags = ["premium"];

/** The referral link: a user's code and the sign-ups it brought, and a new user's claim of the link they came by. */
export const referralContract = {
  referral: operation({
    method: "GET",
    path: "/api/external/deepthought/referral/",
    summary: "The caller's referral link and how many users signed up through it",
    tags,
    status: 200,
    response: referralInfo,
    errors: [403],
  }),
  createReferral: operation({
    method: "POST",
    path: "/api/external/deepthought/referral/",
    summary: "Make the caller's referral link (once; asking again answers the same link)",
    tags,
    status: 200,
    response: referralInfo,
    errors: [403],
  }),
  claimReferral: operation({
    method: "POST",
    path: "/api/external/deepthought/referral/claim/",
    summary: "Count the caller, a new user, as signed up through this referral code",
    tags,
    body: z.object({ code: referralCode }),
    status: 200,
    response: referralClaim,
    errors: [400, 403, 404],
  }),
};
