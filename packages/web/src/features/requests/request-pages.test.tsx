import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { FiledRequest } from "@xa/core/requests/requests-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "../../variants/pro/routes.tsx";

const TOKEN = "a".repeat(32);
const filed: FiledRequest = {
  id: 4,
  kind: "audience",
  status: "new",
  name: "Kim Lee",
  email: "kim@shop.test",
  company: "Shop",
  message: "",
  subject: "Runners in Tokyo",
  language: "en",
  note: "",
  created_at: "2026-12-01T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
};
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the request forms", () => {
  it("checks the fields before sending, then sends and confirms with the link to follow the request", async () => {
    const calls = mockFetch({
      "POST /api/requests/": { status: 201, body: { token: TOKEN, kind: "audience", status: "new" } },
    });
    await renderRoutes(routes, "/request-audience");
    await screen.findByRole("heading", { level: 1, name: "Request an audience" });
    type(/^Name/, "Kim Lee");
    type(/^E-mail/, "kim-at-shop");
    type(/The audience you want to reach/, "short");
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Email is not valid")).toBeTruthy();
    expect(screen.getByText("Description must be at least 10 characters")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    type(/^E-mail/, "Kim@Shop.test");
    type(/The audience you want to reach/, "Runners in Tokyo");
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("We received your request")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "audience",
      name: "Kim Lee",
      email: "kim@shop.test",
      company: "",
      message: "",
      description: "Runners in Tokyo",
    });
    expect(screen.getByRole("link", { name: "Follow your request" }).getAttribute("href")).toBe(
      `/request-confirmation?token=${TOKEN}`,
    );
  });

  it("shows the server's field errors beside the fields, in Japanese", async () => {
    mockFetch({ "POST /api/requests/": { status: 400, body: { company: ["Company is required"] } } });
    await renderRoutes(routes, "/request-verification", "ja");
    await screen.findByRole("heading", { level: 1 });
    type(/^お名前/, "花子");
    type(/^メールアドレス/, "hanako@example.jp");
    type(/^X のハンドル/, "@hanako_x");
    fireEvent.click(screen.getByRole("button", { name: "リクエストを送信" }));
    expect(await screen.findByText("会社名は必須です")).toBeTruthy();
  });
});

describe("following a request", () => {
  it("shows the request's status and note by its token", async () => {
    mockFetch({
      [`GET /api/requests/status/${TOKEN}/`]: {
        body: { ...filed, status: "in_progress", note: "Building it now" },
      },
    });
    await renderRoutes(routes, `/request-confirmation?token=${TOKEN}`);
    expect(await screen.findByText("In progress")).toBeTruthy();
    expect(screen.getByText("Building it now")).toBeTruthy();
    expect(screen.getByText("Runners in Tokyo")).toBeTruthy();
  });

  it("says when no request has the link, and when there is no link", async () => {
    mockFetch({});
    await renderRoutes(routes, `/request-confirmation?token=${TOKEN}`);
    expect(await screen.findByText(/No request has this link/)).toBeTruthy();
    cleanup();
    await renderRoutes(routes, "/request-confirmation");
    expect(await screen.findByText("No request link here")).toBeTruthy();
  });
});

describe("the staff list", () => {
  it("lists the kind's requests for staff, filters by status and moves one on with a note", async () => {
    let moved: unknown;
    mockFetch({
      "GET /api/user/me/": { body: testUser({ is_staff: true }) },
      "GET /api/requests/?kind=audience&limit=25&offset=0": { body: pageOf([filed]) },
      "GET /api/requests/?kind=audience&status=done&limit=25&offset=0": { body: pageOf([]) },
      "PATCH /api/requests/4/": (init) => {
        moved = JSON.parse(String(init.body));
        return { body: { ...filed, status: "in_progress", note: "On it" } };
      },
    });
    await renderRoutes(routes, "/request-audience");
    const list = await screen.findByRole("region", { name: "Audience requests (staff)" });
    expect(await within(list).findByText("Kim Lee")).toBeTruthy();
    expect(within(list).getByText("1 request")).toBeTruthy();

    fireEvent.click(within(list).getByRole("button", { name: "Mark In progress" }));
    fireEvent.change(await screen.findByLabelText(/Note to the requester/), { target: { value: "On it" } });
    fireEvent.click(await screen.findByRole("button", { name: "Change status" }));
    await waitFor(() => expect(moved).toEqual({ status: "in_progress", note: "On it" }));

    fireEvent.change(within(list).getByLabelText("Status"), { target: { value: "done" } });
    expect(await within(list).findByText("No requests")).toBeTruthy();
  });

  it("is not shown to visitors who are not staff", async () => {
    mockFetch({ "GET /api/user/me/": { body: testUser({ is_staff: false }) } });
    await renderRoutes(routes, "/request-access");
    await screen.findByRole("heading", { level: 1, name: "Request access" });
    expect(screen.queryByRole("region", { name: /requests \(staff\)/ })).toBeNull();
  });
});
