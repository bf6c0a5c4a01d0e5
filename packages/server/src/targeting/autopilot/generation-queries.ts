import type { Language } from "@xa/core";
import { type AutopilotGeneration, type AutopilotRequest, autopilotResult } from "@xa/core/targeting/autopilot-request";
import type { Db } from "../../db/database.ts";
import { enqueueJob, findJob, type JobRow } from "../../jobs/job-queries.ts";

/** The job kind of a generation: its own worker runs it (start-targeting-services.ts). */
export const AUTOPILOT_KIND = "autopilot";

/** What a generation job carries: the request, the caller's language and the moment it was asked. */
export type GenerationPayload = { request: AutopilotRequest; language: Language; now: string };

/** A generation job as its creator sees it. */
export function toGeneration(job: JobRow): AutopilotGeneration {
  const payload = job.payload as GenerationPayload;
  // A cancelled generation (no route cancels one today) reads as failed: a generation ends only done or failed.
  const status = job.status === "cancelled" ? "failed" : job.status;
  const result = job.status === "done" ? autopilotResult.safeParse(job.result) : null;
  return {
    id: String(job.id),
    status,
    request: payload.request,
    error: status === "failed" ? job.error : null,
    result: result?.success ? result.data : null,
    created_at: new Date(job.created_at).toISOString(),
  };
}

/** Queues a generation for its creator. */
export async function createGeneration(
  db: Db,
  request: AutopilotRequest,
  userId: number,
  language: Language,
  now: Date,
): Promise<AutopilotGeneration> {
  const payload: GenerationPayload = { request, language, now: now.toISOString() };
  return toGeneration(await enqueueJob(db, AUTOPILOT_KIND, payload, userId));
}

/** A generation job by id with its creator, or null when there is none (or the id is another kind's job). */
export async function findGeneration(db: Db, id: string): Promise<(JobRow & { created_by: number | null }) | null> {
  const job = await findJob(db, id);
  return job && job.kind === AUTOPILOT_KIND ? job : null;
}
