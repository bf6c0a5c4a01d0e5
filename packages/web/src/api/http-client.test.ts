import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/render.tsx";
import { ApiError } from "./api-error.ts";
import { NETWORK_ERROR_MESSAGE } from "./error-message.ts";
import { apiRequest, setForbiddenHandler } from "./http-client.ts";
import { writeStoredLogin } from "./login-storage.ts";
import { pendingRequestStarts } from "./pending-requests.ts";
import { setWorkingTeam } from "./working-team.ts";

describe("HTTP client", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setForbiddenHandler(null));

  it("sends cookies, the token, and the CSRF header on unsafe methods only", async () => {
    writeStoredLogin({ email: "a@b.c", name: "A", token: "tok" });
    const calls = mockFetch({ "GET /api/x/": { body: [1] }, "POST /api/x/": { status: 201, body: { ok: true } } });
    expect(await apiRequest("GET", "/api/x/")).toEqual([1]);
    expect(await apiRequest("POST", "/api/x/", { body: { a: 1 } })).toEqual({ ok: true });
    expect(calls[0]?.headers.get("Authorization")).toBe("Token tok");
    expect(calls[0]?.headers.get("X-CSRFToken")).toBeNull();
    expect(calls[1]?.headers.get("X-CSRFToken")).toBe("tok");
    expect(calls[1]?.headers.get("Content-Type")).toBe("application/json");
    expect(calls[1]?.body).toEqual({ a: 1 });
  });

  it("names the team whose pages are open, and none off them", async () => {
    const calls = mockFetch({ "POST /api/x/": { body: {} } });
    setWorkingTeam("acme");
    try {
      await apiRequest("POST", "/api/x/", { body: {} });
    } finally {
      setWorkingTeam(null);
    }
    await apiRequest("POST", "/api/x/", { body: {} });
    expect(calls.map((c) => c.headers.get("X-Team"))).toEqual(["acme", null]);
  });

  it("sends a file as the raw body, not as JSON", async () => {
    let sent: BodyInit | null | undefined;
    const calls = mockFetch({
      "POST /api/upload/": (init) => {
        sent = init.body;
        return { status: 201, body: { id: "1" } };
      },
    });
    const file = new File(["line 1\nline 2\n"], "posts.jsonl");
    expect(await apiRequest("POST", "/api/upload/", { body: file })).toEqual({ id: "1" });
    expect(sent).toBe(file);
    expect(calls[0]?.headers.get("Content-Type")).toBe("application/octet-stream");
  });

  it("asks for texts in the interface language", async () => {
    const calls = mockFetch({ "GET /api/x/": { body: [] } });
    await i18next.changeLanguage("ja");
    try {
      await apiRequest("GET", "/api/x/");
    } finally {
      await i18next.changeLanguage("en");
    }
    await apiRequest("GET", "/api/x/");
    expect(calls.map((c) => c.headers.get("Accept-Language"))).toEqual(["ja", "en"]);
  });

  it("sends no auth headers when signed out", async () => {
    const calls = mockFetch({ "POST /api/x/": { status: 204 } });
    expect(await apiRequest("POST", "/api/x/", { body: {} })).toBeUndefined();
    expect(calls[0]?.headers.get("Authorization")).toBeNull();
    expect(calls[0]?.headers.get("X-CSRFToken")).toBeNull();
  });

  it("throws an ApiError with status, body and the readable message for any status >= 400", async () => {
    mockFetch({ "PATCH /api/x/": { status: 400, body: { invoice_email: ["Invoice email is not valid"] } } });
    const error = await apiRequest("PATCH", "/api/x/", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body: { invoice_email: ["Invoice email is not valid"] },
      message: "Invoice email: Invoice email is not valid",
    });
  });

  it("keeps non-JSON error bodies as text", async () => {
    globalThis.fetch = (async () => new Response("Bad gateway", { status: 502 })) as typeof fetch;
    await expect(apiRequest("GET", "/api/x/")).rejects.toMatchObject({
      status: 502,
      body: "Bad gateway",
      message: "Bad gateway",
    });
  });

  it("turns a network failure into the network message", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(apiRequest("GET", "/api/x/")).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it("runs the signed-out handler on a 403 unless told not to", async () => {
    const handler = vi.fn();
    setForbiddenHandler(handler);
    mockFetch({ "GET /api/x/": { status: 403, body: { detail: "Authentication credentials were not provided." } } });
    await expect(apiRequest("GET", "/api/x/", { redirectOn403: false })).rejects.toMatchObject({ status: 403 });
    expect(handler).not.toHaveBeenCalled();
    await expect(apiRequest("GET", "/api/x/")).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("tracks pending calls for the progress bar, except silent ones", async () => {
    let release: (r: Response) => void = () => {};
    globalThis.fetch = (() => new Promise<Response>((resolve) => (release = resolve))) as typeof fetch;
    const call = apiRequest("GET", "/api/x/");
    expect(pendingRequestStarts()).toHaveLength(1);
    release(new Response("[]"));
    await call;
    expect(pendingRequestStarts()).toHaveLength(0);
    const silent = apiRequest("GET", "/api/y/", { silent: true });
    expect(pendingRequestStarts()).toHaveLength(0);
    release(new Response("[]"));
    await silent;
  });
});
