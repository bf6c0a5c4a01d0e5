import { humanizeField } from "@xa/core";
import type { TFunction } from "i18next";
import type en from "../../i18n/en.json";
import { hasText } from "../../i18n/has-text.ts";
import { classifyValidationMessage } from "./validation-issue.ts";

type FieldKey = keyof typeof en.fields;

function isFieldKey(field: string): field is FieldKey {
  return hasText("fields", field);
}

/** The label of a field in the interface language; unknown fields are humanised. */
export function fieldLabel(field: string, t: TFunction): string {
  return isFieldKey(field) ? t(`fields.${field}`) : humanizeField(field);
}

/**
 * A validation message (from core or the server) in the interface language. In English it reads exactly as core
 * wrote it; messages core did not write are shown as they are.
 */
export function translateValidationMessage(field: string, message: string, t: TFunction): string {
  const issue = classifyValidationMessage(field, message);
  if (!issue) return message;
  const label = fieldLabel(field, t);
  switch (issue.code) {
    case "minLength":
      return t("validation.minLength", { field: label, n: issue.n });
    case "maxLength":
      return t("validation.maxLength", { field: label, n: issue.n });
    case "oneOf":
      return t("validation.oneOf", { field: label, values: issue.values.join(", ") });
    default:
      return t(`validation.${issue.code}`, { field: label });
  }
}
