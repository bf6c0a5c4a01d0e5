import { e2eResetContract } from "@xa/core/platform/e2e-reset-contract";
import { canResetE2e } from "@xa/core/platform/platform-permissions";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { resetE2eData } from "./e2e-reset.ts";

/** `/api/reset-e2e/`: not there (404) unless E2E_RESET=on, and never on a production server. */
export function registerE2eResetRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, e2eResetContract.resetE2e, async () => {
    if (!canResetE2e(deps.config)) throw notFound();
    return resetE2eData(deps.db);
  });
}
