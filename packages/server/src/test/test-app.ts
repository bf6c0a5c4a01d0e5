import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import type { AdsPlatform } from "../ads/index.ts";
import { buildApp } from "../app.ts";
import type { BillingProvider } from "../billing/index.ts";
import { readConfig } from "../config.ts";
import { type Db, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { migratedTemplate } from "./migrated-template.ts";

/** "citus": a Citus coordinator at CITUS_TEST_DATABASE_URL, only for the tests that compare with it. */
export type Backend = "pglite" | "postgres" | "citus";

/** API tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The server's clock; tests move it forward to expire codes and sessions. */
  clock: { now: Date; advance(ms: number): void };
  call(options: InjectOptions & { token?: string }): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response JSON and assert on it field by field
    body: any;
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
};

/** A fresh app on a fresh database: in-memory PGlite, or a new schema on the PostgreSQL server (or Citus). */
export async function createTestApp(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  /** an ad platform of the test's own, in place of the configured one */
  options: {
    ads?: (db: Db, now: () => Date) => AdsPlatform;
    billing?: (db: Db) => BillingProvider;
    /** a replay server on loopback answering the live X connector's lookups */
    xApiBaseUrl?: string;
  } = {},
): Promise<TestApp> {
  let db: Db;
  let dropSchema = async () => {};
  if (backend !== "pglite") {
    const url = (backend === "citus" ? process.env.CITUS_TEST_DATABASE_URL : process.env.TEST_DATABASE_URL) as string;
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    db = await openDatabase({ databaseUrl: url, schema });
    dropSchema = async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    };
  } else {
    db = await openDatabase({ template: await migratedTemplate() });
  }
  // Nothing to do on a template that has them all; a migration added since is applied.
  await migrate(db);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // Every test signs in from 127.0.0.1: the per-IP limit is raised unless a test sets it.
  const config = readConfig({
    PUBLIC_URL: "http://localhost:8080",
    STAFF_EMAILS: "staff@example.com",
    SIGNIN_CODES_PER_IP: "100000",
    // Replies the server sends unchecked (analyses) are checked against their schemas in tests.
    CHECK_REPLIES: "1",
    // A key of the test's own: nothing it seals or signs lands in a data folder.
    SECRETS_KEY: randomBytes(32).toString("hex"),
    ...env,
  });
  const now = () => clock.now;
  const ads = options.ads?.(db, now);
  const billing = options.billing?.(db);
  const app = await buildApp({
    config,
    db,
    now,
    mailer: createOutboxMailer(db, () => {}),
    ...(ads ? { ads } : {}),
    ...(billing ? { billing } : {}),
    ...(options.xApiBaseUrl ? { xApiBaseUrl: options.xApiBaseUrl } : {}),
  });
  return {
    app,
    db,
    clock,
    async call({ token, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...headers },
      });
      let body: unknown = response.body;
      try {
        body = response.body ? JSON.parse(response.body) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.statusCode, body, headers: response.headers };
    },
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
    },
  };
}

/** The last confirmation code mailed to this address, read from the local outbox. */
export async function lastMailedCode(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ subject: string }>(
    "SELECT subject FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1",
    [email.toLowerCase()],
  );
  const code = /code: ([A-Z0-9]{6})/.exec(rows[0]?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs a user in through the real magic-link calls and returns the token. */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const created = await t.call({ method: "POST", url: "/api/user/magic-link/", payload: { email } });
  const code = await lastMailedCode(t.db, email);
  const used = await t.call({
    method: "POST",
    url: "/api/user/magic-link/use/",
    payload: { magic_code: created.body.magic_code, confirm_code: code },
  });
  if (used.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(used.body)}`);
  return used.body.token as string;
}
