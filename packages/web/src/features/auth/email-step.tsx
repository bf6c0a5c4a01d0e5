import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { magicLinkRequestSchema } from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { requestMagicLink } from "./auth-api.ts";
import type { LoginFlow } from "./login-flow-storage.ts";

const FIELDS = ["email"] as const;

/** Step 1 of e-mail login: the address, which receives a 6-character code. */
export function EmailStep({ initialEmail = "", onSent }: { initialEmail?: string; onSent: (flow: LoginFlow) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string>();
  const form = useFormErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: requestMagicLink,
    meta: { errorHandled: true },
    onSuccess: (reply, sentTo) => onSent({ email: sentTo, magicCode: reply.magic_code }),
    onError: (error) => setProblem(form.fromServer(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const data = form.validate(magicLinkRequestSchema, { email });
    if (data) mutation.mutate(data.email);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          placeholder={t("login.emailPlaceholder")}
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            form.clearField("email");
          }}
          error={form.errorOf("email")}
        />
        {problem && (
          <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending}>
          {t("login.sendCode")}
        </Button>
      </Stack>
    </form>
  );
}
