import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readStoredLogin } from "../../api/login-storage.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { LoginPage } from "./login-page.tsx";

const user = testUser({ id: 7, last_name: "Lovelace" });

const routes = [
  { path: "/login/:network?", element: <LoginPage /> },
  { path: "*", element: <p>Landed</p> },
];

async function reachCodeStep() {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "Ada@Example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "Send me a code" }));
  return screen.findByLabelText("Confirmation code");
}

describe("login page", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it("validates the e-mail with core's messages before sending", async () => {
    const calls = mockFetch({});
    await renderRoutes(routes, "/login");
    fireEvent.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nobody" } });
    fireEvent.submit(screen.getByLabelText("Email").closest("form") as HTMLFormElement);
    expect(await screen.findByText("Email is not valid")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("refuses a list of addresses before sending, and shows the server's limit as it words it", async () => {
    const detail = "Too many sign-in codes requested from your network. Try again in 12 min.";
    const calls = mockFetch({ "POST /api/user/magic-link/": { status: 429, body: { detail } } });
    await renderRoutes(routes, "/login");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "a@example.com,b@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a code" }));
    expect(await screen.findByText("Email is not valid")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(detail);
  });

  it("auto-submits the code at 6 characters and shows the invalid-code state, which can be reset", async () => {
    const calls = mockFetch({
      "POST /api/user/magic-link/": { status: 201, body: { magic_code: "magic-1" } },
      "POST /api/user/magic-link/use/": { status: 400, body: { detail: "Invalid login code" } },
    });
    await renderRoutes(routes, "/login");
    const codeInput = await reachCodeStep();
    expect(calls[0]?.body).toEqual({ email: "ada@example.com" });

    fireEvent.change(codeInput, { target: { value: "ab c1" } });
    expect((codeInput as HTMLInputElement).value).toBe("ABC1");
    expect(calls.filter((c) => c.url === "/api/user/magic-link/use/")).toHaveLength(0);

    fireEvent.change(codeInput, { target: { value: "abc123" } });
    expect(await screen.findByText("Invalid login code")).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/user/magic-link/use/",
      body: { magic_code: "magic-1", confirm_code: "ABC123" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    const again = await screen.findByLabelText("Confirmation code");
    expect((again as HTMLInputElement).value).toBe("");

    fireEvent.change(again, { target: { value: "zzz999" } });
    await screen.findByText("Invalid login code");
    fireEvent.click(screen.getByRole("button", { name: "Use another e-mail" }));
    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("after five wrong codes says the code is spent and sends a new one in one click", async () => {
    let sent = 0;
    const calls = mockFetch({
      "POST /api/user/magic-link/": () => {
        sent += 1;
        return { status: 201, body: { magic_code: `magic-${sent}` } };
      },
      "POST /api/user/magic-link/use/": { status: 400, body: { detail: "Invalid login code" } },
    });
    await renderRoutes(routes, "/login");
    let codeInput = await reachCodeStep();
    for (let attempt = 1; attempt <= 5; attempt++) {
      fireEvent.change(codeInput, { target: { value: `WRONG${attempt}` } });
      if (attempt === 5) break;
      await screen.findByText("Invalid login code");
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      codeInput = await screen.findByLabelText("Confirmation code");
    }
    expect(await screen.findByText("This code can no longer be used")).toBeTruthy();
    expect(screen.getByText(/After 5 wrong tries the code is spent/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Send me a new code" }));
    expect(await screen.findByLabelText("Confirmation code")).toBeTruthy();
    const requests = calls.filter((c) => c.url === "/api/user/magic-link/");
    expect(requests.map((c) => c.body)).toEqual([{ email: "ada@example.com" }, { email: "ada@example.com" }]);
    fireEvent.change(screen.getByLabelText("Confirmation code"), { target: { value: "ABC123" } });
    await screen.findByText("Invalid login code");
    expect(calls.at(-1)?.body).toEqual({ magic_code: "magic-2", confirm_code: "ABC123" });
  });

  it("signs in, stores the login and follows ?next=", async () => {
    mockFetch({
      "POST /api/user/magic-link/": { status: 201, body: { magic_code: "magic-1" } },
      "POST /api/user/magic-link/use/": { status: 200, body: { token: "tok-123", user } },
    });
    const { router } = await renderRoutes(routes, "/login?next=%2Facme%2Fteam");
    const codeInput = await reachCodeStep();
    fireEvent.change(codeInput, { target: { value: "ABC123" } });
    await screen.findByText("Landed");
    expect(router.state.location.pathname).toBe("/acme/team");
    expect(readStoredLogin()).toEqual({ email: user.email, name: "Ada Lovelace", token: "tok-123", signedInAs: 7 });
  });

  it("goes to the recent team's audiences without ?next=", async () => {
    localStorage.setItem("xa.recentTeam", "acme");
    mockFetch({
      "POST /api/user/magic-link/": { status: 201, body: { magic_code: "magic-1" } },
      "POST /api/user/magic-link/use/": { status: 200, body: { token: "tok-123", user } },
    });
    const { router } = await renderRoutes(routes, "/login");
    fireEvent.change(await reachCodeStep(), { target: { value: "ABC123" } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/audiences"));
  });

  it("submits with the button only when the code is complete", async () => {
    const calls = mockFetch({ "POST /api/user/magic-link/": { status: 201, body: { magic_code: "m" } } });
    await renderRoutes(routes, "/login");
    const codeInput = await reachCodeStep();
    fireEvent.change(codeInput, { target: { value: "AB" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter all 6 characters of the code.")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("offers X sign-in in Japanese, and says a network it does not know is unavailable", async () => {
    mockFetch({});
    await renderRoutes(routes, "/login/x", "ja");
    const button = screen.getByRole("button", { name: "Xでログイン" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    await renderRoutes(routes, "/login/facebook");
    expect(screen.getByRole("status").textContent).toContain("Signing in with facebook is not available.");
  });
});
