import { autopilotRequest } from "@xa/core/targeting/autopilot-request";
import { GENERATION_ERRORS } from "@xa/core/targeting/brief-texts";
import type { TargetingConfig } from "../../config.ts";
import { type JobHandler, PermanentJobError } from "../../jobs/worker.ts";
import { countPackageReach } from "../package-reach.ts";
import { generatePackage, NoAudienceError } from "./generate-package.ts";
import type { GenerationPayload } from "./generation-queries.ts";

/**
 * Runs a generation. It ends done with the package, or failed with one of two messages: 'No
 * audience found', or 'Failed to generate campaign attributes' for anything else (the cause is
 * logged, not shown). Not retried: the user is waiting on the answer, and a retry would only
 * make the failure come later.
 */
export function autopilotJob(options: { targeting: TargetingConfig; log: (line: string) => void }): JobHandler {
  return async ({ job, db }) => {
    const payload = job.payload as GenerationPayload;
    try {
      const request = autopilotRequest.parse(payload.request);
      const result = await generatePackage(db.heavy, request, {
        language: payload.language === "ja" ? "ja" : "en",
        now: new Date(payload.now),
        targeting: options.targeting,
      });
      // Counted now, each entry's accounts wait in the cache: the editor's first count of this package is a union.
      countPackageReach(db.heavy, result).catch(() => undefined);
      return result;
    } catch (error) {
      if (error instanceof NoAudienceError) throw new PermanentJobError(GENERATION_ERRORS.noAudience);
      options.log(`Generation ${job.id} failed: ${(error as Error).stack ?? (error as Error).message}`);
      throw new PermanentJobError(GENERATION_ERRORS.failed);
    }
  };
}
