import { isPopupWindow } from "../app-variant/current-variant.ts";
import { i18n } from "../i18n/setup.ts";

/**
 * A chunk that fails to load means a newer build replaced this one. In the extension's popup window a
 * refresh may not be enough, so that variant of the message also advises closing and reopening the extension.
 */
export function alertNewVersion(): void {
  window.alert(i18n.t(isPopupWindow() ? "errors.newVersionExtension" : "errors.newVersion"));
}
