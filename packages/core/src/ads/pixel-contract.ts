import { z } from "zod";
import { INT4_MAX, isCanonicalId, serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { ADS_PLATFORMS } from "./ads-contract.ts";

/** Which of the team's ad accounts (our id, as the ad accounts list gives it). */
export const hasPixelQuery = z.object({
  ad_account: z
    .string({ error: "Ad account is required" })
    .refine((text) => isCanonicalId(text, String(INT4_MAX)), { error: "Ad account must be an ad account's id" })
    .transform(Number),
});
export type HasPixelQuery = z.input<typeof hasPixelQuery>;

/** Whether the account has the platform's conversion tag (pixel), and the tags the platform lists. */
export const pixelStatus = z.object({
  ad_account: z.number().int(),
  account_id: z.string(),
  platform: z.enum(ADS_PLATFORMS),
  has_pixel: z.boolean(),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PixelStatus = z.infer<typeof pixelStatus>;

export const setSandboxPixelBody = z.object({
  installed: z.boolean({ error: "Installed must be true or false" }),
});

const tags = ["ad accounts"];

/** The conversion tag of an ad account: asked of the platform; the sandbox's is set by the team's admins. */
export const pixelContract = {
  hasPixel: operation({
    method: "GET",
    path: "/api/has-pixel/",
    summary: "Whether one of the team's ad accounts has the platform's conversion tag (members of its team)",
    tags,
    query: hasPixelQuery,
    status: 200,
    response: pixelStatus,
    errors: [400, 403, 404, 409, 429, 502],
  }),
  setSandboxPixel: operation({
    method: "PUT",
    path: "/api/external/ad-accounts/:id/sandbox-pixel/",
    summary: "Install or remove a sandbox ad account's pixel (team admins; the sandbox platform only)",
    tags,
    params: z.object({ id: serialIdParam }),
    body: setSandboxPixelBody,
    status: 200,
    response: pixelStatus,
    errors: [400, 403, 404, 409],
  }),
};
