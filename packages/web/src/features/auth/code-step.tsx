import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CONFIRM_CODE_LENGTH, type LoginResponse, MAGIC_CODE_MAX_ATTEMPTS, normalizeConfirmCode } from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { describeError } from "../../api/describe-error.ts";
import { confirmMagicLink, requestMagicLink } from "./auth-api.ts";
import { type LoginFlow, writeLoginFlow } from "./login-flow-storage.ts";

type Status = "entering" | "invalid" | "spent" | "confirmed";

/**
 * Step 2 of e-mail login: the 6-character code, submitted automatically once complete; a refused
 * code shows the invalid-code state, which can be reset. After as many refusals as the server allows the
 * code is spent (every later try fails too), so the step says so and offers a new code.
 */
export function CodeStep({
  flow,
  onSignedIn,
  onRestart,
  onSent,
}: {
  flow: LoginFlow;
  onSignedIn: (login: LoginResponse) => void;
  onRestart: () => void;
  onSent: (flow: LoginFlow) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [wrongTries, setWrongTries] = useState(flow.wrongTries ?? 0);
  const [status, setStatus] = useState<Status>(wrongTries >= MAGIC_CODE_MAX_ATTEMPTS ? "spent" : "entering");
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: confirmMagicLink,
    meta: { errorHandled: true },
    onSuccess: (login) => {
      setStatus("confirmed");
      onSignedIn(login);
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        const tries = wrongTries + 1;
        setWrongTries(tries);
        writeLoginFlow({ ...flow, wrongTries: tries });
        setStatus(tries >= MAGIC_CODE_MAX_ATTEMPTS ? "spent" : "invalid");
        setProblem(describeError(error, t));
      } else {
        setProblem(describeError(error, t));
      }
    },
  });

  const submit = (value: string) => {
    if (value.length !== CONFIRM_CODE_LENGTH) {
      setProblem(t("login.codeLength", { n: CONFIRM_CODE_LENGTH }));
      return;
    }
    setProblem(undefined);
    mutation.mutate({ magic_code: flow.magicCode, confirm_code: value });
  };

  const onChange = (raw: string) => {
    const value = normalizeConfirmCode(raw).slice(0, CONFIRM_CODE_LENGTH);
    const completed = value.length === CONFIRM_CODE_LENGTH && code.length !== CONFIRM_CODE_LENGTH;
    setCode(value);
    if (completed && !mutation.isPending) submit(value);
  };

  const tryAgain = () => {
    mutation.reset();
    setProblem(undefined);
    setCode("");
    setStatus("entering");
  };

  if (status === "confirmed") {
    return (
      <Alert color="teal" role="status" title={t("login.confirmedTitle")}>
        {t("login.confirmedBody")}
      </Alert>
    );
  }

  if (status === "spent") return <SpentCode flow={flow} onSent={onSent} onRestart={onRestart} />;

  if (status === "invalid") {
    return (
      <Stack>
        <Alert color="red" role="alert" title={t("login.invalidTitle")}>
          {problem}
        </Alert>
        <Group>
          <Button onClick={tryAgain}>{t("login.tryAgain")}</Button>
          <Button variant="default" onClick={onRestart}>
            {t("login.useAnotherEmail")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(code);
      }}
      noValidate
    >
      <Stack>
        <Text size="sm">{t("login.codeSent", { email: flow.email, n: CONFIRM_CODE_LENGTH })}</Text>
        <TextInput
          label={t("login.codeLabel")}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={code}
          readOnly={mutation.isPending}
          onChange={(event) => onChange(event.currentTarget.value)}
          styles={{ input: { fontFamily: "monospace", letterSpacing: "0.3em", fontSize: "1.25rem" } }}
          error={problem}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t("login.signIn")}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          {t("login.useAnotherEmail")}
        </Button>
      </Stack>
    </form>
  );
}

/** The code took its last wrong try: one click sends a new one to the same address. */
function SpentCode({
  flow,
  onSent,
  onRestart,
}: {
  flow: LoginFlow;
  onSent: (flow: LoginFlow) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: requestMagicLink,
    meta: { errorHandled: true },
    onSuccess: (reply) => onSent({ email: flow.email, magicCode: reply.magic_code, wrongTries: 0 }),
  });
  return (
    <Stack>
      <Alert color="red" role="alert" title={t("login.codeSpentTitle")}>
        {t("login.codeSpentBody", { n: MAGIC_CODE_MAX_ATTEMPTS, email: flow.email })}
      </Alert>
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {describeError(resend.error, t)}
        </Text>
      )}
      <Group>
        <Button onClick={() => resend.mutate(flow.email)} loading={resend.isPending}>
          {t("login.sendNewCode")}
        </Button>
        <Button variant="default" onClick={onRestart}>
          {t("login.useAnotherEmail")}
        </Button>
      </Group>
    </Stack>
  );
}
