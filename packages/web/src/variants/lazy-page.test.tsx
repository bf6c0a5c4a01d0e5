import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page.tsx";

const page = <p>page</p>;
// The route's lazy loader, as the router calls it.
const loadRoute = (route: ReturnType<typeof lazyPage>) => (route.lazy as () => Promise<unknown>)();
const failsFirst = (times: number) => {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= times) throw new TypeError("Failed to fetch dynamically imported module");
    return { page };
  });
  return load;
};

describe("a lazily loaded page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for a refresh at the first failed load", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const load = failsFirst(1);
    await expect(loadRoute(lazyPage(load, (m) => m.page))).rejects.toThrow(TypeError);
    expect(load).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("with retryOnce, loads again once before asking", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const load = failsFirst(1);
    const route = await loadRoute(lazyPage(load, (m) => m.page, { retryOnce: true }));
    expect(route).toEqual({ element: page });
    expect(load).toHaveBeenCalledTimes(2);
    expect(alert).not.toHaveBeenCalled();

    const twice = failsFirst(2);
    await expect(loadRoute(lazyPage(twice, (m) => m.page, { retryOnce: true }))).rejects.toThrow(TypeError);
    expect(twice).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
