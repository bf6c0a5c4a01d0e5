import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { OutboxPage } from "./outbox-page.tsx";

const routes = [{ path: "/dev/outbox", element: <OutboxPage /> }];

describe("dev outbox page", () => {
  afterEach(cleanup);

  it("says why the server refuses the outbox to another machine", async () => {
    const detail = "The local outbox is shown only on the machine the server runs on (open it at localhost).";
    mockFetch({ "GET /api/dev/outbox/": { status: 403, body: { detail } } });
    await renderRoutes(routes, "/dev/outbox");
    // A notice, not a failure to retry: asking again will not change the answer.
    expect((await screen.findByText(detail)).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists the mails to the machine itself", async () => {
    mockFetch({
      "GET /api/dev/outbox/": {
        body: [
          {
            id: 1,
            to: "ann@example.com",
            subject: "Your sign-in code: ABC123",
            text: "Code ABC123",
            created_at: "2026-01-01T00:00:00Z",
          },
        ],
      },
    });
    await renderRoutes(routes, "/dev/outbox");
    expect(await screen.findByText(/ann@example.com/)).toBeTruthy();
  });
});
