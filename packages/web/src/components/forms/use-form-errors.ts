import { type FieldErrors, fieldErrorsFromZod } from "@xa/core";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { describeFormError } from "../../api/describe-error.ts";
import { translateValidationMessage } from "./translate-validation.ts";
import { fieldErrorsFromBody, groupFieldErrors } from "./validation-issue.ts";

type ZodLikeError = Parameters<typeof fieldErrorsFromZod>[0];
type SafeParser<T> = {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: ZodLikeError };
};

/**
 * Field errors of one form: from a core schema before sending, from a `{field: [msg]}` reply after.
 * Messages are shown in the interface language beside their fields.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const errorOf = useCallback(
    (field: F): string | undefined => {
      // The first problem of a field is the one to fix first; the next shows after that.
      const message = errors[field]?.[0];
      return message === undefined ? undefined : translateValidationMessage(field, message, t);
    },
    [errors, t],
  );

  /** Checks a value against a schema; shows the errors and returns undefined when it fails. */
  const validate = useCallback(<T>(schema: SafeParser<T>, value: unknown): T | undefined => {
    const result = schema.safeParse(value);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(groupFieldErrors(fieldErrorsFromZod(result.error)));
    return undefined;
  }, []);

  /** Shows a failed reply's field errors beside the fields; returns the message for anything else, if any. */
  const fromServer = useCallback(
    (error: unknown): string | undefined => {
      if (isApiError(error) && error.status === 400) {
        const all = fieldErrorsFromBody(error.body);
        const mine = Object.fromEntries(
          Object.entries(all).filter(([key]) => (fields as readonly string[]).includes(key)),
        );
        if (Object.keys(mine).length > 0) {
          setErrors(mine);
          const rest = Object.keys(all).filter((key) => !(key in mine));
          return rest.length > 0 ? describeFormError(error, t) : undefined;
        }
      }
      return describeFormError(error, t);
    },
    [fields, t],
  );

  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const clear = useCallback(() => setErrors({}), []);

  return useMemo(
    () => ({ errors, errorOf, validate, fromServer, clearField, clear }),
    [errors, errorOf, validate, fromServer, clearField, clear],
  );
}
