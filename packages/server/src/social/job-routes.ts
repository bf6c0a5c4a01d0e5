import type { Operation } from "@xa/core/contract/operation";
import type { ErrorTextKey } from "@xa/core/http/error-texts";
import type { jobParams } from "@xa/core/social/social-contract";
import { canCancelJob, canSeeJobs } from "@xa/core/social/social-permissions";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { PageWindow } from "../db/paged-query.ts";
import type { Deps } from "../deps.ts";
import { HttpError, notFound, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { cancelJob, findJob, type JobRow, listJobs } from "../jobs/job-queries.ts";
import { requireSocialCaller } from "./social-guards.ts";

type OneJob<S extends z.ZodType> = Operation & { params: typeof jobParams; response: S };

/** The list, get and cancel routes of one kind of job, and how a job of that kind is shown. */
export type JobRoutes<S extends z.ZodType> = {
  list: Operation & {
    query: z.ZodType<PageWindow>;
    response: z.ZodObject<{ count: z.ZodNumber; results: z.ZodArray<S> }>;
  };
  get: OneJob<S>;
  cancel: OneJob<S>;
  /** the kind of job the routes show: another kind's id answers 404, as an unknown id does */
  kind: string;
  view: (job: JobRow) => z.output<S>;
  /** the 409's detail when the job has already ended */
  ended: ErrorTextKey;
  /** what else goes once a job is cancelled (it may have ended before it started) */
  afterCancel?: (job: JobRow) => Promise<void>;
};

/** The job with this id, when its kind is one the route shows; 404 otherwise, as for an unknown id. */
export async function findJobOr404(deps: Deps, id: string, shows: (kind: string) => boolean): Promise<JobRow> {
  const job = await findJob(deps.db, id);
  if (!job || !shows(job.kind)) throw notFound();
  return job;
}

/**
 * Registers a kind of job's list (newest first, a page at a time), get and cancel routes: imports and fetches from X
 * are the same three routes over a different kind and view. Cancelling an ended job is a 409 that
 * changes nothing.
 */
export function registerJobRoutes<S extends z.ZodType>(app: FastifyInstance, deps: Deps, jobs: JobRoutes<S>): void {
  const shows = (kind: string) => kind === jobs.kind;
  route(app, jobs.list, async ({ query }, request) => {
    await requireSocialCaller(deps, request, canSeeJobs);
    const { count, rows } = await listJobs(deps.db, [jobs.kind], query);
    return { count, results: rows.map(jobs.view) };
  });

  route(app, jobs.get, async ({ params }, request) => {
    await requireSocialCaller(deps, request, canSeeJobs);
    return jobs.view(await findJobOr404(deps, params.id, shows));
  });

  route(app, jobs.cancel, async ({ params }, request) => {
    await requireSocialCaller(deps, request, canCancelJob);
    const job = await findJobOr404(deps, params.id, shows);
    const cancelled = await cancelJob(deps.db, job.id);
    if (!cancelled) throw new HttpError(409, { detail: said(jobs.ended) });
    await jobs.afterCancel?.(cancelled);
    return jobs.view(cancelled);
  });
}
