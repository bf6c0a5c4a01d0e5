import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { fileRequestBody, type RequestKind } from "@xa/core/requests/requests-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { useMeQuery } from "../../session/use-me-query.ts";
import { fileRequest } from "./requests-api.ts";
import { RequestsStaffList } from "./requests-staff-list.tsx";

const PAGE_TITLES = {
  audience: "pages.requestAudience",
  download: "pages.requestDownload",
  access: "pages.requestAccess",
  verification: "pages.requestVerification",
} as const satisfies Record<RequestKind, string>;

const FIELDS = ["name", "email", "company", "description", "title", "handle", "message"] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { name: "", email: "", company: "", description: "", title: "", handle: "", message: "" };

/** What each kind asks for besides who is asking, and whether the company is required. */
const OWN_FIELD = { audience: "description", download: "title", access: null, verification: "handle" } as const;

/**
 * One request form (`/request-audience`, `/request-download/:title?`, `/request-access`, `/request-verification`):
 * checked with core's rules before sending, then a confirmation with the link to follow the request. Staff see the
 * kind's filed requests below it.
 */
export function RequestFormPage({ kind }: { kind: RequestKind }) {
  const { t } = useTranslation();
  const title = t(PAGE_TITLES[kind]);
  usePageTitle(title);
  const params = useParams();
  const me = useMeQuery();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, title: params.title ?? "" }));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormErrors(FIELDS);
  const send = useMutation({ mutationFn: fileRequest });
  const own = OWN_FIELD[kind];

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = {
      kind,
      name: values.name,
      email: values.email,
      company: values.company,
      message: values.message,
      ...(own ? { [own]: values[own] } : {}),
    };
    const checked = form.validate(fileRequestBody, body);
    if (!checked) return;
    send.mutate(checked, { onError: (error) => setProblem(form.fromServer(error) ?? null) });
  };

  const input = (field: keyof Values, props: { required?: boolean; maxLength: number; description?: string }) => ({
    label: t(`requests.fields.${field}`),
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: form.errorOf(field),
    ...props,
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(`requests.intro.${kind}`)}</Text>
      </div>
      {send.isSuccess ? (
        <Paper withBorder p="md" component="section" role="status" maw={640}>
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t("requests.sent.title")}
            </Title>
            <Text size="sm">{t("requests.sent.body", { email: send.variables?.email ?? "" })}</Text>
            <Anchor component={Link} to={`/request-confirmation?token=${send.data.token}`}>
              {t("requests.sent.follow")}
            </Anchor>
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                send.reset();
                setValues({ ...EMPTY, title: params.title ?? "" });
              }}
            >
              {t("requests.sent.another")}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md" component="section" aria-label={title} maw={640}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput {...input("name", { required: true, maxLength: 100 })} autoComplete="name" />
              <TextInput {...input("email", { required: true, maxLength: 254 })} type="email" autoComplete="email" />
              <TextInput
                {...input("company", { required: kind === "access", maxLength: 200 })}
                autoComplete="organization"
              />
              {kind === "audience" && (
                <Textarea
                  {...input("description", {
                    required: true,
                    maxLength: 2000,
                    description: t("requests.descriptionHelp"),
                  })}
                  autosize
                  minRows={3}
                />
              )}
              {kind === "download" && <TextInput {...input("title", { required: true, maxLength: 200 })} />}
              {kind === "verification" && (
                <TextInput {...input("handle", { required: true, maxLength: 16 })} placeholder="@handle" />
              )}
              <Textarea {...input("message", { maxLength: 2000 })} autosize minRows={2} />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={send.isPending}>
                  {t("requests.send")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {me.data?.is_staff && <RequestsStaffList kind={kind} />}
    </Stack>
  );
}
