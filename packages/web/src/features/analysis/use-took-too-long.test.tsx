import { act, renderHook } from "@testing-library/react";
import { TOOK_TOO_LONG_MS } from "@xa/core/analysis/section-steps";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTookTooLong } from "./use-took-too-long.ts";

describe("took too long", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns on after 30 s of loading, not before", () => {
    expect(TOOK_TOO_LONG_MS).toBe(30_000);
    const { result } = renderHook(({ loading }) => useTookTooLong(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("turns off when loading ends and starts the clock again on the next load", () => {
    const { result, rerender } = renderHook(({ loading }) => useTookTooLong(loading, 1000), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("never turns on when loading ends in time", () => {
    const { result, rerender } = renderHook(({ loading }) => useTookTooLong(loading, 1000), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });
});
