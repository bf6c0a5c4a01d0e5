import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { recoverJobsAtStart } from "../jobs/job-queries.ts";
import { startWorker } from "../jobs/worker.ts";
import { fillLanguagesFromAuthors } from "./author-languages.ts";
import { announceLocalServer } from "./cli/local-server.ts";
import { rebuildLeftIndexes } from "./deferred-indexes.ts";
import { loadDemoIfEmpty } from "./demo/load-demo.ts";
import { enrichStaleAccounts } from "./enrich-accounts.ts";
import { enrichStalePosts } from "./enrich-posts.ts";
import { type SocialHooks, socialJobHandlers } from "./social-jobs.ts";

/**
 * What the server runs beside its routes: the job worker (imports, enrichment), the note that
 * lets the local CLI hand files to a PGlite server, and the demo world on an empty store
 * (generated in the background, so the server answers meanwhile), or without it the indexes an
 * interrupted bulk load left out; then posts and accounts stored before an enrichment change are
 * enriched again. Returns a stop function; `ready` settles when those steps have.
 */
export async function startSocialServices(options: {
  db: Db;
  config: Config;
  log: (line: string) => void;
  demo: boolean;
  /** what other domains run after an import or fetch wrote follow edges */
  hooks?: SocialHooks;
}): Promise<{ stop: () => Promise<void>; ready: Promise<unknown> }> {
  const { db, config, log } = options;
  for (const id of await recoverJobsAtStart(db))
    log(`Job ${id} was interrupted during its last attempt, and has ended.`);
  const worker = startWorker(db, socialJobHandlers(config, options.hooks));
  const forget = config.databaseUrl ? () => {} : await announceLocalServer(db, config.dataDir, config.port);
  const stopping = new AbortController();
  const ready: Promise<unknown> = (
    options.demo
      ? loadDemoIfEmpty(db, log).catch((error: Error) => log(`Demo world failed: ${error.message}`))
      : rebuildLeftIndexes(db, log).catch((error: Error) => log(`Building left-out indexes failed: ${error.message}`))
  ).then(() => enrichOlderRows(db, log, stopping.signal));
  const stop = async () => {
    // An interrupted demo world is not marked finished: the next start generates it again, or
    // removes it if the store has data of its own by then (see loadDemoIfEmpty).
    forget();
    stopping.abort();
    await worker.stop();
  };
  return { stop, ready };
}

/** Brings posts and accounts stored before an enrichment change up to date, and says so when there were any. */
async function enrichOlderRows(db: Db, log: (line: string) => void, signal: AbortSignal): Promise<void> {
  const steps = [
    {
      what: "posts",
      // A post whose language is detected again may be unsure of it, and take its author's again.
      run: async () => {
        const n = await enrichStalePosts(db, { signal });
        if (n > 0) await fillLanguagesFromAuthors(db, { signal });
        return n;
      },
    },
    { what: "accounts", run: () => enrichStaleAccounts(db, { signal }) },
  ];
  for (const { what, run } of steps) {
    try {
      const started = performance.now();
      const n = await run();
      if (n > 0)
        log(
          `Enriched ${n.toLocaleString("en-US")} stored ${what} again with the current methods in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
        );
    } catch (error) {
      // Stopped: what was written stays, and the next start goes on.
      if (signal.aborted) return;
      log(`Enriching stored ${what} again failed: ${(error as Error).message}`);
    }
  }
}
