import { Box } from "@mantine/core";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { type OverflowShadows, overflowShadows } from "./overflow-shadows.ts";

const FADE_HEIGHT_PX = 20;

function fadeStyle(edge: "top" | "bottom"): CSSProperties {
  return {
    position: "absolute",
    left: 0,
    right: 0,
    [edge]: 0,
    height: FADE_HEIGHT_PX,
    pointerEvents: "none",
    background: `linear-gradient(to ${edge === "top" ? "bottom" : "top"}, var(--mantine-color-body), transparent)`,
  };
}

/**
 * A list that scrolls past `maxHeight`, with a fade shadow at the top or bottom only where there is
 * more to scroll; re-checked on scroll and whenever the box or its content changes size.
 */
export function FadeScroll({
  maxHeight,
  children,
  label,
}: {
  maxHeight: number | string;
  children: ReactNode;
  /** names the region when it scrolls, so keyboard users can reach and scroll it */
  label?: string;
}) {
  const viewport = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [shadows, setShadows] = useState<OverflowShadows>({ top: false, bottom: false });

  const measure = useCallback(() => {
    const node = viewport.current;
    if (!node) return;
    const next = overflowShadows(node);
    setShadows((now) => (now.top === next.top && now.bottom === next.bottom ? now : next));
  }, []);

  useEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (viewport.current) observer.observe(viewport.current);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = shadows.top || shadows.bottom;
  return (
    <Box pos="relative">
      <section
        ref={viewport}
        onScroll={measure}
        style={{ maxHeight, overflowY: "auto" }}
        data-testid="fade-scroll"
        aria-label={label}
        tabIndex={scrolls ? 0 : undefined}
      >
        <div ref={content}>{children}</div>
      </section>
      {shadows.top && <div aria-hidden data-fade="top" style={fadeStyle("top")} />}
      {shadows.bottom && <div aria-hidden data-fade="bottom" style={fadeStyle("bottom")} />}
    </Box>
  );
}
