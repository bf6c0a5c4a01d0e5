import { INVALID_LOGIN_CODE } from "@xa/core";
import type { TFunction } from "i18next";
import { isApiError } from "./api-error.ts";

/** The readable message of an error in the interface language (the server words its details in the language the client sends). */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 0) return t("errors.network");
    if (error.message === INVALID_LOGIN_CODE) return t("errors.invalidLoginCode");
    return error.message || t("errors.unknown");
  }
  if (error instanceof Error && error.message) return error.message;
  return t("errors.unknown");
}

/** A 400 on a form submit reads 'Failed to submit form: ' plus the first 300 characters. */
export function describeFormError(error: unknown, t: TFunction): string {
  const message = describeError(error, t);
  return isApiError(error) && error.status === 400
    ? t("errors.formSubmit", { message: message.slice(0, 300) })
    : message;
}
