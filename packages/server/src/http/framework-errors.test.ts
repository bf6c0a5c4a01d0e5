import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Writes raw bytes to the listening server and reads its answer until it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error("no answer within 5 s")));
    socket.write(bytes);
  });
}

/** Requests the framework or Node's parser refuse before any route, answered as `{detail}`. */
describe("framework and parser refusals", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a URL with bad percent-encoding with a readable 400", async () => {
    for (const url of ["/api/teams/%/", "/api/teams/%E0%A4%A/", "/api/teaminfo/%zz/"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({
        detail: "The URL is not valid: a % must start a percent-encoded byte (%XX) of UTF-8.",
      });
    }
    const ja = await t.call({ method: "GET", url: "/api/teams/%/", headers: { "accept-language": "ja" } });
    expect(ja.body.detail).toMatch(/^URL が正しくありません/);
  });

  it("answers unknown routes, bodies too large or empty, and other media types with a detail", async () => {
    expect(await t.call({ method: "PUT", url: "/api/nothing/" })).toMatchObject({
      status: 404,
      body: { detail: "Not found." },
    });
    const big = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });
    expect(
      await t.call({
        method: "POST",
        url: "/api/teams/",
        payload: big,
        headers: { "content-type": "application/json" },
      }),
    ).toMatchObject({ status: 413, body: { detail: "Request body is too large" } });
    expect(
      await t.call({
        method: "POST",
        url: "/api/teams/",
        payload: "",
        headers: { "content-type": "application/json" },
      }),
    ).toMatchObject({ status: 400, body: { detail: "Request body is empty; send a JSON object" } });
    expect(
      await t.call({ method: "POST", url: "/api/teams/", payload: "a,b", headers: { "content-type": "text/csv" } }),
    ).toMatchObject({ status: 415, body: { detail: "Request body must be JSON (Content-Type: application/json)" } });
  });

  it("answers headers too large with 431 and a JSON detail", async () => {
    const res = await rawRequest(port, `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ detail: "The request's headers are too large." });
  });

  it("answers a malformed chunked body and text that is not HTTP with 400 and a JSON detail", async () => {
    for (const bytes of [
      "POST /api/teams/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      "HELLO THERE\r\n\r\n",
      "GET /api/health/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
    ]) {
      const res = await rawRequest(port, bytes);
      expect(res.status, bytes.slice(0, 40)).toBe(400);
      expect(JSON.parse(res.body), bytes.slice(0, 40)).toEqual({ detail: "The request is not valid HTTP." });
    }
  });

  it("answers bad percent-encoding the same on a real connection", async () => {
    const res = await rawRequest(port, "GET /api/teams/%/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ detail: expect.stringMatching(/percent-encoded/) });
  });
});
