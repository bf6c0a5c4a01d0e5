import { billingContract } from "@xa/core/billing/billing-contract";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { route } from "../http/route.ts";
import { handleDelivery } from "./apply-event.ts";

/**
 * The provider's webhook. Its signature covers the exact bytes sent, so the body is read as text
 * (any content type) and parsed only once the signature holds.
 */
export async function registerWebhookRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    route(scope, billingContract.webhook, async (_input, request) => {
      const payload = typeof request.body === "string" ? request.body : "";
      const header = request.headers["stripe-signature"];
      const signature = Array.isArray(header) ? header[0] : header;
      return handleDelivery(deps.db, deps.billing, payload, signature, deps.now());
    });
  });
}
