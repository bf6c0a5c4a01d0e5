import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ProTargetingTokenStatus } from "@xa/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeStoredLogin } from "../../../api/login-storage.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { ProTargetingToken } from "./pro-targeting-token.tsx";

const routes = [{ path: "*", element: <ProTargetingToken /> }];
const PATH = "/api/user/pro-targeting-token/";
const TOKEN = "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2";

/** The server's side: one token or none, made and revoked by the calls. */
function serveTokens(start: ProTargetingTokenStatus["current"]) {
  let current = start;
  return mockFetch({
    [`GET ${PATH}`]: () => ({ body: { current } }),
    [`POST ${PATH}`]: () => {
      current = {
        created_at: "2026-12-06T08:00:00.000Z",
        expires_at: "2027-01-05T08:00:00.000Z",
        last_used_at: null,
        expired: false,
      };
      return { status: 201, body: { token: TOKEN, created_at: current.created_at, expires_at: current.expires_at } };
    },
    [`DELETE ${PATH}`]: () => {
      current = null;
      return { status: 204 };
    },
  });
}

describe("the pro-targeting token on the account page", () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredLogin({ email: "ada@example.com", name: "Ada", token: "session-token" });
  });
  afterEach(cleanup);

  it("makes a token, shows it this once with a copy button, then only when it was made", async () => {
    const calls = serveTokens(null);
    await renderRoutes(routes, "/account");
    expect(await screen.findByText("You have no pro-targeting token.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Make a token" }));
    const shown = (await screen.findByRole("textbox", { name: "Pro-targeting token" })) as HTMLInputElement;
    expect(shown.value).toBe(TOKEN);
    expect(shown.readOnly).toBe(true);
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    expect((await screen.findByTestId("pro-token-status")).textContent).toMatch(/works until .*No use recorded yet/);
    const made = calls.filter((c) => c.method === "POST");
    expect(made).toHaveLength(1);
    expect(made[0]?.headers.get("X-CSRFToken")).toBe("session-token");

    // Shown again later (a new page), the token itself is gone: the server never sends it back.
    cleanup();
    await renderRoutes(routes, "/account");
    expect(await screen.findByTestId("pro-token-status")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Pro-targeting token" })).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it("revokes only after a confirm, and says so", async () => {
    const calls = serveTokens({
      created_at: "2026-11-01T00:00:00.000Z",
      expires_at: "2026-12-01T00:00:00.000Z",
      last_used_at: "2026-11-20T10:00:00.000Z",
      expired: true,
    });
    await renderRoutes(routes, "/account");
    expect((await screen.findByTestId("pro-token-status")).textContent).toMatch(/stopped working.*Last used/);
    fireEvent.click(screen.getByRole("button", { name: "Revoke the token" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Revoke the token" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Pro-targeting token revoked. It no longer reads anything.")).toBeTruthy();
    expect(await screen.findByText("You have no pro-targeting token.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([PATH]);
  });

  it("speaks Japanese, and replaces a token only after a confirm", async () => {
    const calls = serveTokens({
      created_at: "2026-11-01T00:00:00.000Z",
      expires_at: "2026-12-31T00:00:00.000Z",
      last_used_at: null,
      expired: false,
    });
    await renderRoutes(routes, "/account", "ja");
    expect((await screen.findByTestId("pro-token-status")).textContent).toMatch(
      /まで使えます。使用の記録はまだありません/,
    );
    fireEvent.click(screen.getByRole("button", { name: "新しいトークンを作成" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/現在のトークンはすぐに使えなくなります/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "新しいトークンを作成" }));
    expect(
      ((await screen.findByRole("textbox", { name: "プロターゲティングトークン" })) as HTMLInputElement).value,
    ).toBe(TOKEN);
    expect(screen.getByRole("button", { name: "コピー" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
