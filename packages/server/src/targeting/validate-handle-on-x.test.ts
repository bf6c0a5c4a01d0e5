import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { insertTestWorld, WORLD_NOW } from "../test/test-world.ts";

const DATA = path.resolve(import.meta.dirname, "../../fixtures/twarc-v2");
const line = (file: string, n: number) => fs.readFileSync(path.join(DATA, file), "utf8").split("\n")[n - 1] as string;

/** A user X answered (recorded in a twarc2 file), as users/by/username answers it. */
const RECORDED_USER = {
  data: JSON.parse(line("withheld.jsonl", 4)).includes.users.find((u: { id: string }) => u.id === "2351222345"),
};
/** X's recorded answer for a suspended user, asked by username. */
const SUSPENDED = {
  errors: [
    {
      ...JSON.parse(line("2sets.jsonl", 1)).errors.find((e: { title: string }) => e.title === "Forbidden"),
      parameter: "username",
    },
  ],
};
/** X's not-found answer, in the shape of its recorded ones, for a username. */
const notFound = (username: string) => ({
  errors: [
    {
      value: username,
      detail: `Could not find user with username: [${username}].`,
      title: "Not Found Error",
      resource_type: "user",
      parameter: "username",
      resource_id: username,
      type: "https://api.twitter.com/2/problems/resource-not-found",
    },
  ],
});

/** Answers users/by/username on 127.0.0.1 like X, from the recordings above. */
async function startReplay(): Promise<{ base: string; asked: string[]; close: () => Promise<void> }> {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    asked.push(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== "Bearer test-token") return send(401, { title: "Unauthorized" });
    const username = /^\/2\/users\/by\/username\/([^/]+)$/.exec(url.pathname)?.[1];
    if (!username) return send(404, { title: "Not Found" });
    if (username.toLowerCase() === RECORDED_USER.data.username.toLowerCase()) return send(200, RECORDED_USER);
    if (username === SUSPENDED.errors[0]?.value) return send(200, SUSPENDED);
    return send(200, notFound(username));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)("validate-handle with the live X connector (%s)", (backend: Backend) => {
  let replay: Awaited<ReturnType<typeof startReplay>>;
  let t: TestApp;
  let offline: TestApp;
  let ann: string;
  beforeAll(async () => {
    replay = await startReplay();
    t = await createTestApp(backend, { X_BEARER_TOKEN: "test-token" }, { xApiBaseUrl: replay.base });
    t.clock.now = new Date(WORLD_NOW);
    await insertTestWorld(t.db);
    ann = await signIn(t, "ann@example.com");
    offline = await createTestApp(backend, {}, { xApiBaseUrl: replay.base });
  });
  afterAll(async () => {
    await t.close();
    await offline.close();
    await replay.close();
  });

  const validate = (handle: string, lang = "en", app = t, token = ann) =>
    app.call({
      method: "POST",
      url: "/api/external/audience-request/validate-handle/",
      token,
      payload: { handle },
      headers: { "accept-language": lang },
    });

  it("answers from the store without asking X", async () => {
    replay.asked.length = 0;
    expect((await validate("@NIKE")).body).toEqual({ valid: true, detail: "@nike is in the data store." });
    expect(replay.asked).toEqual([]);
  });

  it("asks X for a handle the store lacks, and says it is on X as X spells it", async () => {
    replay.asked.length = 0;
    const res = await validate("@phillynefl");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, detail: "@PhillyNEFL is on X, not yet in the data store." });
    expect(replay.asked).toEqual(["/2/users/by/username/phillynefl"]);
    expect((await validate("phillynefl", "ja")).body.detail).toBe(
      "@PhillyNEFL は X にあります（データストアにはまだありません）。",
    );
  });

  it("says when X has no such account, or has suspended it", async () => {
    expect((await validate("nobody_here")).body).toEqual({
      valid: false,
      detail: "No account @nobody_here in the data store or on X",
    });
    const suspended = SUSPENDED.errors[0]?.value as string;
    expect((await validate(suspended)).body).toEqual({
      valid: false,
      detail: `@${suspended} is not in the data store, and X has suspended it`,
    });
  });

  it("says when X refuses the connector's token, without failing the call", async () => {
    const refused = await createTestApp(backend, { X_BEARER_TOKEN: "revoked-token" }, { xApiBaseUrl: replay.base });
    try {
      const token = await signIn(refused, "ann@example.com");
      const res = await validate("phillynefl", "en", refused, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        valid: false,
        detail: "No account @phillynefl in the data store, and X did not answer just now",
      });
    } finally {
      await refused.close();
    }
  });

  it("does not ask X for what is not a handle, nor without the connector configured", async () => {
    replay.asked.length = 0;
    expect((await validate("not a handle")).body.valid).toBe(false);
    const token = await signIn(offline, "ann@example.com");
    expect((await validate("phillynefl", "en", offline, token)).body).toEqual({
      valid: false,
      detail: "No account @phillynefl in the data store",
    });
    expect(replay.asked).toEqual([]);
  });
});
