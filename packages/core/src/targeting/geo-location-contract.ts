import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { CALLER_COUNTRY_SOURCES, COUNTRY_HEADER } from "./caller-country.ts";

/** The caller's country (ISO 3166-1 alpha-2) and where it was read from; null with source "none". */
export const callerCountry = z.object({
  country: z.string().length(2).nullable(),
  source: z.enum(CALLER_COUNTRY_SOURCES),
});

/** The headers the answer is read from; a value that names no country is ignored, never refused. */
const geoHeaders = z.looseObject({
  [COUNTRY_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .describe("The client's country as a CDN in front of the server sets it; read only when TRUST_COUNTRY_HEADER=1"),
  "accept-language": z.string().optional().describe("The browser's languages: a region (ja-JP, en-GB) names a country"),
});

export const geoLocationContract = {
  locateCaller: operation({
    method: "GET",
    path: "/api/geo-location/",
    summary:
      "The caller's country: from the trusted proxy's country header, else the browser language's region, else none (no IP database is shipped)",
    tags: ["geo"],
    headers: geoHeaders,
    status: 200,
    response: callerCountry,
    errors: [],
  }),
};
