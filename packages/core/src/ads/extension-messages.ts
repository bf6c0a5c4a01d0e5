import { z } from "zod";
import { appliedTargeting } from "./applied-targeting.ts";

/**
 * The same-origin window messages the page and the companion extension exchange. Each side marks
 * its own messages, so neither reads back what it posted.
 */
export const EXTENSION_SOURCE = "xaudience-extension";
export const PAGE_SOURCE = "xaudience-page";

/**
 * Why a fill did not happen, as codes the page turns into its own texts: no ad platform tab shows
 * the account, the tab shows no targeting form, the tab did not answer, or the request was malformed.
 */
export const FILL_ERRORS = ["no-ad-platform-tab", "form-not-found", "tab-unreachable", "invalid-request"] as const;
export type FillError = (typeof FILL_ERRORS)[number];

/**
 * Why one value was not filled: the form has no field for it, its typeahead did not suggest it, or
 * the field did not take it as a chip.
 */
export const FILL_REFUSALS = ["no-field", "not-suggested", "not-accepted"] as const;
export type FillRefusal = (typeof FILL_REFUSALS)[number];

/**
 * How often a running fill says where it is, progress or not: the page takes a silence several times
 * longer as the extension gone, instead of a fixed time for the whole fill.
 */
export const FILL_HEARTBEAT_MS = 2000;

/** Where one field of a running fill stands: values filled, refused, and to be tried in all. */
export const fieldProgress = z.object({
  filled: z.number().int().min(0),
  refused: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type FieldProgress = z.infer<typeof fieldProgress>;

/** Per field, by AppliedTargeting's names (keywords, handles, countries, age…). */
export const fillProgress = z.record(z.string(), fieldProgress);
export type FillProgress = z.infer<typeof fillProgress>;

/** A value that was not filled, as the package names it (a handle without '@', a country's code). */
export const refusedValue = z.object({ value: z.string(), reason: z.enum(FILL_REFUSALS) });
export type RefusedValue = z.infer<typeof refusedValue>;

/** How a fill ended: per field, how many values went in and which did not, and why. */
export const fillResult = z.object({
  ok: z.boolean(),
  /** how many values went into each field, by AppliedTargeting's names (keywords, countries, age…) */
  filled: z.record(z.string(), z.number().int()),
  /** per field, the values that did not go in */
  refused: z.record(z.string(), z.array(refusedValue)).default({}),
  error: z.enum(FILL_ERRORS).optional(),
});
export type FillResult = z.infer<typeof fillResult>;

/** The ad account open in the ad platform's tab, as the extension read it from that page. */
export const announcedAdAccount = z.object({ id: z.string(), name: z.string(), handle: z.string() });
export type AnnouncedAdAccount = z.infer<typeof announcedAdAccount>;

/** Extension → page. */
export const extensionMessage = z.discriminatedUnion("type", [
  /** announced on load and whenever the page says hello */
  z.object({
    source: z.literal(EXTENSION_SOURCE),
    type: z.literal("state"),
    installed: z.literal(true),
    version: z.string(),
    /** whether the extension holds a token for this app */
    signed_in: z.boolean(),
  }),
  z.object({
    source: z.literal(EXTENSION_SOURCE),
    type: z.literal("ad-account"),
    /** null when no ad platform tab is open */
    ad_account: announcedAdAccount.nullable(),
  }),
  /** a fill is running: after each value, and every FILL_HEARTBEAT_MS while one takes long */
  z.object({
    source: z.literal(EXTENSION_SOURCE),
    type: z.literal("fill-progress"),
    request_id: z.string(),
    progress: fillProgress,
  }),
  /** the ad platform's form was filled (or could not be) */
  fillResult.extend({
    source: z.literal(EXTENSION_SOURCE),
    type: z.literal("fill-result"),
    request_id: z.string(),
  }),
]);
export type ExtensionMessage = z.infer<typeof extensionMessage>;

/** Page → extension. */
export const pageMessage = z.discriminatedUnion("type", [
  z.object({ source: z.literal(PAGE_SOURCE), type: z.literal("hello") }),
  /** hand the extension its token and the team it acts for, so it may call the API for this user */
  z.object({
    source: z.literal(PAGE_SOURCE),
    type: z.literal("extension-token"),
    token: z.string().min(1).max(200),
    team: z.string().min(1).max(100),
  }),
  /** the user signed out or withdrew the token: the extension forgets it */
  z.object({ source: z.literal(PAGE_SOURCE), type: z.literal("extension-sign-out") }),
  /** fill the targeting form of the ad platform tab showing this ad account */
  z.object({
    source: z.literal(PAGE_SOURCE),
    type: z.literal("fill-targeting"),
    request_id: z.string(),
    ad_account_id: z.string(),
    targeting: appliedTargeting,
  }),
]);
export type PageMessage = z.infer<typeof pageMessage>;
