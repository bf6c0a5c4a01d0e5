import { configure } from "@testing-library/react";

// jsdom lacks a few browser APIs that Mantine uses; import this first in web tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// A lazy page's chunk can take longer than testing-library's one-second default to load and draw while
// other suites share the machine's cores; a test still fails, only later.
configure({ asyncUtilTimeout: 5000 });
