import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FadeScroll } from "./fade-scroll.tsx";

function sizeBox(node: HTMLElement, box: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(node, "scrollHeight", { configurable: true, value: box.scrollHeight });
  Object.defineProperty(node, "clientHeight", { configurable: true, value: box.clientHeight });
}

const fades = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("[data-fade]")).map((n) => n.getAttribute("data-fade"));

describe("FadeScroll", () => {
  afterEach(cleanup);

  it("fades only the edges with more to scroll, following the scroll position", () => {
    const { container } = render(
      <MantineProvider>
        <FadeScroll maxHeight={200}>
          <p>long list</p>
        </FadeScroll>
      </MantineProvider>,
    );
    const viewport = screen.getByTestId("fade-scroll");
    expect(fades(container)).toEqual([]);

    sizeBox(viewport, { scrollHeight: 600, clientHeight: 200 });
    viewport.scrollTop = 0;
    fireEvent.scroll(viewport);
    expect(fades(container)).toEqual(["bottom"]);

    viewport.scrollTop = 200;
    fireEvent.scroll(viewport);
    expect(fades(container)).toEqual(["top", "bottom"]);

    viewport.scrollTop = 400;
    fireEvent.scroll(viewport);
    expect(fades(container)).toEqual(["top"]);
  });

  it("shows no shadow when the list fits", () => {
    const { container } = render(
      <MantineProvider>
        <FadeScroll maxHeight={200}>
          <p>short list</p>
        </FadeScroll>
      </MantineProvider>,
    );
    const viewport = screen.getByTestId("fade-scroll");
    sizeBox(viewport, { scrollHeight: 120, clientHeight: 120 });
    fireEvent.scroll(viewport);
    expect(fades(container)).toEqual([]);
  });
});
