import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeStoredLogin } from "../../../api/login-storage.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { readXLoginAttempt } from "../x-login/x-login-storage.ts";
import { XAccountsSection } from "./x-accounts-section.tsx";

const LIST = "GET /rest-auth/socialaccounts/";
const bob = {
  id: 3,
  provider: "x-sandbox",
  uid: "1002",
  username: "bob",
  name: "Bob B",
  last_login: null,
  date_joined: "2026-01-02T00:00:00Z",
};
const alice = { ...bob, id: 4, provider: "x", uid: "1001", username: "alice", name: "Alice A" };

describe("the account page's X accounts", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    writeStoredLogin({ email: "ada@example.com", name: "Ada", token: "session-token" });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists them with the sandbox's label, and disconnects one after asking", async () => {
    const calls = mockFetch({
      [LIST]: { body: [bob, alice] },
      "POST /rest-auth/socialaccounts/3/disconnect/": { body: [alice] },
    });
    await renderRoutes([{ path: "*", element: <XAccountsSection email="" /> }], "/account");
    expect(await screen.findByText("Bob B (@bob)")).toBeTruthy();
    expect(screen.getAllByText("X sandbox")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Disconnect @bob" }));
    fireEvent.click(await screen.findByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(screen.queryByText("Bob B (@bob)")).toBeNull());
    expect(calls.find((c) => c.method === "POST")?.headers.get("X-CSRFToken")).toBe("session-token");
    // Alice is now the user's last way in (no e-mail): her button is off and the page says why.
    expect((screen.getByRole("button", { name: "Disconnect @alice" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/only way to sign in/)).toBeTruthy();
  });

  it("says when none is connected, and connects one through X, coming back here", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    mockFetch({
      [LIST]: { body: [] },
      "GET /rest-auth/x/code-challenge/?mode=connect": {
        body: { authorize_url: "https://x.com/i/oauth2/authorize?state=s3", state: "s3", provider: "x" },
      },
    });
    await renderRoutes([{ path: "*", element: <XAccountsSection email="ada@example.com" /> }], "/account", "ja");
    expect(await screen.findByText("連携している X アカウントはありません。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "X アカウントを連携" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://x.com/i/oauth2/authorize?state=s3"));
    expect(readXLoginAttempt()).toEqual({ state: "s3", mode: "connect", next: "/account" });
  });

  it("offers a retry when the list fails", async () => {
    mockFetch({ [LIST]: { status: 500, body: { detail: "boom" } } });
    await renderRoutes([{ path: "*", element: <XAccountsSection email="a@b.c" /> }], "/account");
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
