import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readConfig } from "../config.ts";
import { type Db, openDatabase } from "../db/database.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { backends, createTestApp, type TestApp } from "../test/test-app.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(backends)("health with the database up (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("says ok and that the database answers", async () => {
    expect(await t.call({ method: "GET", url: "/api/health/" })).toMatchObject({
      status: 200,
      body: { ok: true, database: backend, database_reachable: true },
    });
  });
});

describe("a server whose PostgreSQL cannot be reached", () => {
  let app: FastifyInstance;
  let db: Db;
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
    db = await openDatabase({ databaseUrl: `postgres://xa:secret@127.0.0.1:${port}/xaudience` });
    const config = readConfig({ PUBLIC_URL: "http://localhost:8080" });
    app = await buildApp({ config, db, mailer: createOutboxMailer(db, () => {}) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("answers health 503, saying the database is down", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health/" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, database: "postgres", database_reachable: false, mail: "outbox" });
  });

  it("answers requests that need it 503 with a readable detail, in the caller's language", async () => {
    const me = await app.inject({ method: "GET", url: "/api/user/me/", headers: { authorization: "Token abc" } });
    expect(me.statusCode).toBe(503);
    expect(me.headers["retry-after"]).toBe("5");
    expect(me.json()).toEqual({
      detail: "The database cannot be reached right now, so nothing was read or changed. Try again in a moment.",
    });
    const ja = await app.inject({
      method: "POST",
      url: "/api/user/magic-link/",
      headers: { "accept-language": "ja" },
      payload: { email: "ann@example.com" },
    });
    expect(ja.statusCode).toBe(503);
    expect(ja.json().detail).toContain("データベースに接続できない");
  });

  it("refuses to start in one line naming the address it tried, never the password", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://xa:secret@127.0.0.1:${port}/xaudience`,
        PORT: String(await closedPort()),
        DEMO_WORLD: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (data: Buffer) => {
      stderr += data.toString();
    });
    child.stdout.on("data", (data: Buffer) => {
      stdout += data.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toEqual([
      `Cannot reach the PostgreSQL database at 127.0.0.1:${port}/xaudience (ECONNREFUSED): is it running, and is DATABASE_URL right?`,
    ]);
  }, 60_000);
});
