/**
 * Acting on a page's form the way a React (or any controlled-input) form notices: values go in
 * through the element prototype's own setter followed by the events a user's typing fires, since a
 * controlled input keeps its value in the framework's state and ignores a bare `value =`.
 * Constructors come from the element's own window, so this works in a content script's world too.
 */

const viewOf = (element: Element) => element.ownerDocument.defaultView as Window & typeof globalThis;

export function setInputValue(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const view = viewOf(input);
  const prototype = input instanceof view.HTMLTextAreaElement ? view.HTMLTextAreaElement : view.HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(prototype.prototype, "value")?.set;
  input.focus();
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new view.Event("input", { bubbles: true }));
}

export function setSelectValue(select: HTMLSelectElement, value: string): boolean {
  const view = viewOf(select);
  if (![...select.options].some((option) => option.value === value)) return false;
  const setter = Object.getOwnPropertyDescriptor(view.HTMLSelectElement.prototype, "value")?.set;
  if (setter) setter.call(select, value);
  else select.value = value;
  select.dispatchEvent(new view.Event("input", { bubbles: true }));
  select.dispatchEvent(new view.Event("change", { bubbles: true }));
  return true;
}

export function pressEnter(input: HTMLElement): void {
  const view = viewOf(input);
  const init = { key: "Enter", code: "Enter", keyCode: 13, which: 13, bubbles: true, cancelable: true };
  input.dispatchEvent(new view.KeyboardEvent("keydown", init));
  input.dispatchEvent(new view.KeyboardEvent("keypress", init));
  input.dispatchEvent(new view.KeyboardEvent("keyup", init));
}

/**
 * Pastes `text` into an input as a user's paste would reach the page's handlers; false where the
 * window cannot make a paste event. A synthetic paste inserts nothing by itself: only a field that
 * handles pastes takes the text.
 */
export function pasteList(input: HTMLInputElement, text: string): boolean {
  const view = viewOf(input);
  if (typeof view.ClipboardEvent !== "function" || typeof view.DataTransfer !== "function") return false;
  const data = new view.DataTransfer();
  data.setData("text/plain", text);
  input.focus();
  input.dispatchEvent(new view.ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  return true;
}

/** A full press, since menus often act on mousedown to beat the input's blur. */
export function press(element: HTMLElement): void {
  const view = viewOf(element);
  const init = { bubbles: true, cancelable: true, button: 0 };
  const Pointer = view.PointerEvent ?? view.MouseEvent;
  element.dispatchEvent(new Pointer("pointerdown", init));
  element.dispatchEvent(new view.MouseEvent("mousedown", init));
  element.dispatchEvent(new Pointer("pointerup", init));
  element.dispatchEvent(new view.MouseEvent("mouseup", init));
  element.click();
}

/** Checks or unchecks with a click (what React listens to), only when it has to change. */
export function setChecked(input: HTMLInputElement, checked: boolean): void {
  if (input.checked !== checked) input.click();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `find` returns something or `timeoutMs` passes. */
export async function waitFor<T>(find: () => T | null, timeoutMs: number, stepMs = 25): Promise<T | null> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() >= end) return null;
    await sleep(stepMs);
  }
}
