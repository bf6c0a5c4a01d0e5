import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeStoredLogin } from "../../../api/login-storage.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { ExtensionAccess } from "./extension-access.tsx";

const routes = [{ path: "*", element: <ExtensionAccess /> }];
const REVOKE = "DELETE /api/user/extension-token/";

describe("revoking the extension's access from the account page", () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredLogin({ email: "ada@example.com", name: "Ada", token: "session-token" });
  });
  afterEach(cleanup);

  it("asks first, and sends nothing when the user cancels", async () => {
    const calls = mockFetch({ [REVOKE]: { status: 204 } });
    await renderRoutes(routes, "/account");
    fireEvent.click(screen.getByRole("button", { name: "Revoke extension access" }));
    expect(await screen.findByText("Revoke the extension's access?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Revoke the extension's access?")).toBeNull());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(0);
  });

  it("revokes on confirmation, with the session's token as the CSRF value, and says so", async () => {
    const calls = mockFetch({ [REVOKE]: { status: 204 } });
    await renderRoutes(routes, "/account");
    fireEvent.click(screen.getByRole("button", { name: "Revoke extension access" }));
    fireEvent.click(await screen.findByRole("button", { name: "Revoke access" }));
    expect(await screen.findByText("Extension access revoked. The extension is signed out.")).toBeTruthy();
    const sent = calls.filter((c) => c.method === "DELETE");
    expect(sent.map((c) => c.url)).toEqual(["/api/user/extension-token/"]);
    expect(sent[0]?.headers.get("X-CSRFToken")).toBe("session-token");
  });

  it("speaks Japanese", async () => {
    mockFetch({ [REVOKE]: { status: 204 } });
    await renderRoutes(routes, "/account", "ja");
    fireEvent.click(screen.getByRole("button", { name: "拡張機能のアクセスを取り消す" }));
    fireEvent.click(await screen.findByRole("button", { name: "アクセスを取り消す" }));
    expect(
      await screen.findByText("拡張機能のアクセスを取り消しました。拡張機能はサインアウトされました。"),
    ).toBeTruthy();
  });
});
