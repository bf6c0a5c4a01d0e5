import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readStoredLogin } from "../../../api/login-storage.ts";
import { testUser } from "../../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { LoginPage } from "../login-page.tsx";
import { XCallbackPage } from "./x-callback-page.tsx";
import { readXLoginAttempt, writeXLoginAttempt } from "./x-login-storage.ts";
import { XSandboxPage } from "./x-sandbox-page.tsx";

const routes = [
  { path: "/login/:network/callback", element: <XCallbackPage /> },
  { path: "/login/:network?", element: <LoginPage /> },
  { path: "/x-sandbox/authorize", element: <XSandboxPage /> },
  { path: "*", element: <p>Landed</p> },
];
const user = testUser({ id: 9, email: "", first_name: "Alice A" });
const START = "GET /rest-auth/x/code-challenge/?mode=login";

describe("sign in with X", () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("the login page's X button keeps the attempt's state for the tab and goes to the provider", async () => {
    mockFetch({
      [START]: { body: { authorize_url: "/x-sandbox/authorize?state=s1", state: "s1", provider: "x-sandbox" } },
    });
    await renderRoutes(routes, "/login?next=/acme/audiences");
    fireEvent.click(screen.getByRole("button", { name: "Continue with X" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/x-sandbox/authorize?state=s1"));
    expect(readXLoginAttempt()).toEqual({ state: "s1", mode: "login", next: "/acme/audiences" });
  });

  it("says why the sign-in could not start", async () => {
    mockFetch({ [START]: { status: 429, body: { detail: "Too many requests. Try again in 1 min." } } });
    await renderRoutes(routes, "/login");
    fireEvent.click(screen.getByRole("button", { name: "Continue with X" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many requests. Try again in 1 min.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("the callback completes the sign-in with the code and the state, and goes where the user was headed", async () => {
    writeXLoginAttempt({ state: "s1", mode: "login", next: "/acme/audiences" });
    const calls = mockFetch({ "POST /rest-auth/x/": { body: { token: "tok", user } } });
    const { router } = await renderRoutes(routes, "/login/x/callback?state=s1&code=c1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/audiences"));
    expect(calls.find((c) => c.url === "/rest-auth/x/")?.body).toEqual({ code: "c1", state: "s1" });
    expect(readStoredLogin()?.token).toBe("tok");
    expect(readXLoginAttempt()).toBeNull();
  });

  it("refuses a state this tab did not send, without asking the server", async () => {
    writeXLoginAttempt({ state: "mine", mode: "login", next: null });
    const calls = mockFetch({});
    await renderRoutes(routes, "/login/x/callback?state=theirs&code=c1");
    expect((await screen.findByRole("alert")).textContent).toContain("Error: Unauthorized login attempt");
    expect(calls).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Back to sign-in" })).toBeTruthy();
  });

  it("says so in Japanese too", async () => {
    mockFetch({});
    await renderRoutes(routes, "/login/x/callback?state=theirs&code=c1", "ja");
    expect((await screen.findByRole("alert")).textContent).toContain("エラー: 不正なログインの試みです");
  });

  it("shows the server's refusal, and the user's refusal at the provider", async () => {
    writeXLoginAttempt({ state: "s1", mode: "login", next: null });
    mockFetch({ "POST /rest-auth/x/": { status: 400, body: { detail: "Error: Unauthorized login attempt" } } });
    await renderRoutes(routes, "/login/x/callback?state=s1&code=c1");
    expect((await screen.findByRole("alert")).textContent).toContain("Error: Unauthorized login attempt");
    cleanup();
    await renderRoutes(routes, "/login/x/callback?error=access_denied&state=s1");
    expect((await screen.findByRole("alert")).textContent).toContain("X was not allowed to sign you in");
  });

  it("gives up after 20 seconds with a clear message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeXLoginAttempt({ state: "s1", mode: "login", next: null });
    // Never answers until aborted, as a provider that hangs.
    globalThis.fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      )) as typeof fetch;
    await renderRoutes(routes, "/login/x/callback?state=s1&code=c1");
    expect(screen.getByText("Finishing your sign-in with X…")).toBeTruthy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await screen.findByRole("alert")).textContent).toContain("X did not answer within 20 seconds");
  });

  it("connect mode attaches the account and goes back to the account page", async () => {
    writeXLoginAttempt({ state: "s2", mode: "connect", next: "/account" });
    const account = {
      id: 3,
      provider: "x-sandbox",
      uid: "1002",
      username: "bob",
      name: "Bob B",
      last_login: null,
      date_joined: "2026-01-01T00:00:00Z",
    };
    const calls = mockFetch({ "POST /rest-auth/x/connect/": { body: account } });
    const { router } = await renderRoutes(routes, "/login/x/callback?state=s2&code=c2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(calls[0]?.url).toBe("/rest-auth/x/connect/");
  });
});

describe("the X sandbox's authorize page", () => {
  let assign: ReturnType<typeof vi.fn>;
  const request =
    "redirect_uri=%2Flogin%2Fx%2Fcallback&state=s1&code_challenge=abc&code_challenge_method=S256&response_type=code&client_id=x-sandbox";
  const accounts = {
    count: 2,
    results: [
      { id: "1001", handle: "alice", name: "Alice A", followers_count: 10 },
      { id: "1002", handle: "bob", name: "Bob B", followers_count: 1 },
    ],
  };
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is labelled a sandbox, lists store accounts, and authorizes the one picked", async () => {
    const calls = mockFetch({
      "GET /api/x-sandbox/accounts/?search=&limit=10&offset=0": { body: accounts },
      "POST /api/x-sandbox/authorize/": { body: { redirect_url: "/login/x/callback?state=s1&code=c9" } },
    });
    await renderRoutes(routes, `/x-sandbox/authorize?${request}`);
    expect(screen.getByRole("heading", { name: "X sandbox" })).toBeTruthy();
    expect(screen.getByText("Sandbox — not the real X")).toBeTruthy();
    fireEvent.click(await screen.findByRole("radio", { name: "Bob B (@bob)" }));
    expect(screen.getByText("1 follower")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Authorize app as @bob" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login/x/callback?state=s1&code=c9"));
    expect(calls.at(-1)?.body).toEqual({
      handle: "bob",
      redirect_uri: "/login/x/callback",
      state: "s1",
      code_challenge: "abc",
      code_challenge_method: "S256",
    });
  });

  it("takes a typed handle, and shows the server's word for one the store lacks", async () => {
    const detail = "There is no account @nobody in the store; pick one from the list.";
    mockFetch({
      "GET /api/x-sandbox/accounts/?search=&limit=10&offset=0": { body: { count: 0, results: [] } },
      "POST /api/x-sandbox/authorize/": { status: 404, body: { detail } },
    });
    await renderRoutes(routes, `/x-sandbox/authorize?${request}`);
    expect(await screen.findByText("No account matches")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Authorize app as @…" }));
    expect(await screen.findByText("Pick or type a handle first.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Or type a handle"), { target: { value: "@nobody" } });
    fireEvent.click(screen.getByRole("button", { name: "Authorize app as @nobody" }));
    expect((await screen.findByRole("alert")).textContent).toBe(detail);
    expect(assign).not.toHaveBeenCalled();
  });

  it("cancelling goes back to the app saying the user refused; a page without a request says so", async () => {
    mockFetch({ "GET /api/x-sandbox/accounts/?search=&limit=10&offset=0": { body: accounts } });
    await renderRoutes(routes, `/x-sandbox/authorize?${request}`);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(assign).toHaveBeenCalledWith("/login/x/callback?error=access_denied&state=s1");
    cleanup();
    await renderRoutes(routes, "/x-sandbox/authorize");
    expect((await screen.findByRole("alert")).textContent).toContain("not a sign-in request");
  });
});
