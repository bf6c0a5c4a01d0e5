import { COUNTRY_HEADER, locateCaller } from "@xa/core/targeting/caller-country";
import { geoLocationContract } from "@xa/core/targeting/geo-location-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { route } from "../../http/route.ts";

/**
 * The caller's country, for defaults such as a billing or targeting country. Open to anyone: it
 * tells the caller only what their own request says. The answer depends on the request's headers,
 * so no cache may share it.
 */
export function registerGeoLocationRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, geoLocationContract.locateCaller, async (_input, request, reply) => {
    reply.header("cache-control", "private, no-store");
    const header = request.headers[COUNTRY_HEADER.toLowerCase()];
    return locateCaller({
      trustedCountryHeader: deps.config.trustCountryHeader && typeof header === "string" ? header : undefined,
      acceptLanguage: request.headers["accept-language"],
    });
  });
}
