import { startScopeMaintenance } from "./analysis/index.ts";
import { buildApp } from "./app.ts";
import { startXTokenRefresh } from "./auth/index.ts";
import { startBillingServices } from "./billing/index.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { exitIfStoreInUse } from "./db/store-lock.ts";
import { databaseAddress, isDatabaseUnreachable } from "./db/unreachable.ts";
import { createOutboxMailer, createSmtpMailer } from "./mail/mailer.ts";
import { enqueueRunsAfterImport, startMonitorServices } from "./monitors/index.ts";
import { snapshotAfterImport, startPremiumServices } from "./premium/index.ts";
import { startSocialServices } from "./social/index.ts";
import { startTargetingServices } from "./targeting/index.ts";

const config = readConfig();
/** A database that cannot be reached at start is said in one line with the address tried, not a stack. */
const exitIfUnreachable = (error: unknown): never => {
  if (config.databaseUrl && isDatabaseUnreachable(error)) {
    const why = (error as { code?: string }).code ?? (error as Error).message;
    console.error(
      `Cannot reach the PostgreSQL database at ${databaseAddress(config.databaseUrl)} (${why}): is it running, and is DATABASE_URL right?`,
    );
    process.exit(1);
  }
  throw error;
};
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  heavyConnections: config.analysisConnections,
  dataDir: config.dataDir,
  owner: "the server (npm start)",
})
  .catch(exitIfStoreInUse)
  .catch(exitIfUnreachable);
const applied = await migrate(db).catch(exitIfUnreachable);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(", ")}`);
const app = await buildApp({ config, db, logger: true });
await app.listen({ port: config.port, host: config.host });
console.log(
  `XAudience is running at ${config.publicUrl} (database: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}, mail: ${config.smtpUrl ? "SMTP" : "local outbox at /dev/outbox"})`,
);

// Job worker, the local CLI's hand-off note, and the demo world on an empty store (DEMO_WORLD=off skips it).
const { stop: stopSocial, ready: storeReady } = await startSocialServices({
  db,
  config,
  log: (line) => console.log(line),
  demo: process.env.DEMO_WORLD !== "off",
  // An import that brings a connected account's follows is a snapshot of who follows it.
  // Posts imported run every monitor, so a change beyond a threshold alerts without waiting for the schedule.
  hooks: { afterFollowsImported: snapshotAfterImport, afterPostsImported: enqueueRunsAfterImport },
});

const scopes = startScopeMaintenance(db, (line) => console.log(line));
const targeting = startTargetingServices({ db, config, storeReady, log: (line) => console.log(line) });
const billing = startBillingServices({ db, config, log: (line) => console.log(line) });
const premium = startPremiumServices({ db, log: (line) => console.log(line) });
// The monitors' alert mail goes the way the app's mail goes (buildApp makes its own mailer alike).
const mailer = config.smtpUrl
  ? createSmtpMailer(config.smtpUrl, config.mailFrom)
  : createOutboxMailer(db, (line) => console.log(line));
const monitors = startMonitorServices({ db, mailer, config, log: (line) => console.log(line) });
// Linked X accounts' tokens are refreshed ahead of their expiry, so the suite's calls find them live.
const xTokens = startXTokenRefresh({ db, config, log: (line) => console.log(line) });

// A Ctrl-C reaches this process twice (from the terminal, and passed on by scripts/run-ts.mjs): a
// repeat must not cut the shutdown short, which closes the database (PGlite's checkpoint) last.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    scopes.stop();
    billing.stop();
    premium.stop();
    xTokens.stop();
    void Promise.all([stopSocial(), targeting.stop(), monitors.stop()])
      .then(() => app.close())
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
