import "./setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { writeStoredLogin } from "../api/login-storage.ts";
import { createQueryClient } from "../api/query-client.ts";
import { i18n } from "../i18n/setup.ts";

/** Renders routes at a path with the app's providers; returns the router to inspect navigation. */
export async function renderRoutes(routes: RouteObject[], path: string, language: "en" | "ja" = "en") {
  await i18n.changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  // Pages are lazy chunks: wait until the first page has loaded and drawn, as a test reads it at once.
  await act(() => routerInitialized(router));
  return { ...view, router, queryClient };
}

function routerInitialized(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

type Reply = { status?: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Reply | undefined;

/** A fetch stand-in answering by "METHOD /path"; unknown calls get a 404. Records every call. */
export function mockFetch(routes: Record<string, Reply | ((init: RequestInit) => Reply)>, fallback?: Handler) {
  const calls: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  // The app asks for the user only when a sign-in stored its token, so serving a user stores one.
  const me = routes["GET /api/user/me/"];
  if (me && typeof me !== "function" && (me.status ?? 200) < 300 && me.body) {
    writeStoredLogin({ email: "", name: "", token: "test-token" });
  }
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body, headers: new Headers(init.headers) });
    const route = routes[`${method} ${url}`];
    const reply = (typeof route === "function" ? route(init) : route) ??
      fallback?.(url, init) ?? { status: 404, body: { detail: "Not found." } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, headers: { "Content-Type": "application/json" } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
