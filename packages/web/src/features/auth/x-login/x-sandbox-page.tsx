import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { socialCallbackPath } from "@xa/core/auth/social-login-rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { EmptyState, ErrorState, LoadingState } from "../../../components/page-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useSandboxAccountsQuery } from "./use-sandbox-accounts-query.ts";
import { authorizeSandbox } from "./x-login-api.ts";

const PAGE = 10;

/** The authorize request the app sent, from this page's address (OAuth 2.0 with PKCE, or an OAuth 1.0a request token). */
function readRequest(params: URLSearchParams) {
  const oauthToken = params.get("oauth_token");
  if (oauthToken) return { oauth_token: oauthToken };
  const request = {
    redirect_uri: params.get("redirect_uri") ?? "",
    state: params.get("state") ?? "",
    code_challenge: params.get("code_challenge") ?? "",
    code_challenge_method: params.get("code_challenge_method") ?? "",
  };
  return request.redirect_uri && request.state && request.code_challenge ? request : null;
}

/**
 * /x-sandbox/authorize — the built-in X sandbox's authorize page, standing in for X's when no X app
 * is configured: pick or type a handle of the store, and the app signs in as that account.
 */
export function XSandboxPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const request = readRequest(params);
  const [search, setSearch] = useState("");
  const [typed, setTyped] = useState("");
  const [picked, setPicked] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const accounts = useSandboxAccountsQuery(debounced, limit);
  const [missing, setMissing] = useState(false);
  usePageTitle(t("xSandbox.title"));
  const handle = (typed.trim() || picked).replace(/^@/, "");

  const authorize = useMutation({
    mutationFn: () => authorizeSandbox({ handle, ...request }),
    meta: { errorHandled: true },
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!handle);
    if (handle) authorize.mutate();
  };
  const cancel = () => {
    if (request && "state" in request) {
      const back = new URLSearchParams({ error: "access_denied", state: request.state });
      window.location.assign(`${socialCallbackPath("x")}?${back.toString()}`);
    } else {
      window.location.assign(`${socialCallbackPath("x")}?error=access_denied`);
    }
  };

  return (
    <Paper withBorder p="xl" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {t("xSandbox.title")}
            </Title>
            <Badge color="orange" variant="light" size="lg">
              {t("xSandbox.badge")}
            </Badge>
          </Group>
          <Text size="sm">{t("xSandbox.intro")}</Text>
          {request === null ? (
            <Alert color="red" role="alert">
              {t("xSandbox.badRequest")}
            </Alert>
          ) : (
            <>
              {"oauth_token" in request && (
                <Text size="xs" c="dimmed">
                  {t("xSandbox.oauth1")}
                </Text>
              )}
              <TextInput
                label={t("xSandbox.searchLabel")}
                placeholder={t("xSandbox.searchPlaceholder")}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              {accounts.isPending && <LoadingState />}
              {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
              {accounts.data?.count === 0 && (
                <EmptyState title={t("xSandbox.emptyTitle")} description={t("xSandbox.emptyBody")} />
              )}
              {accounts.data && accounts.data.count > 0 && (
                <Radio.Group value={picked} onChange={setPicked} label={t("xSandbox.accountsLabel")}>
                  <Stack gap="xs" mt={4}>
                    {accounts.data.results.map((account) => (
                      <Radio
                        key={account.id}
                        value={account.handle}
                        label={`${account.name} (@${account.handle})`}
                        description={t("xSandbox.followers", { count: account.followers_count })}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              {accounts.data && accounts.data.count > accounts.data.results.length && (
                <Group>
                  <Button variant="subtle" size="xs" onClick={() => setLimit((n) => Math.min(100, n + PAGE))}>
                    {t("xSandbox.more")}
                  </Button>
                </Group>
              )}
              <TextInput
                label={t("xSandbox.handleLabel")}
                placeholder="@handle"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                error={missing ? t("xSandbox.chooseFirst") : undefined}
              />
              {authorize.isError && (
                <Alert color="red" role="alert">
                  {describeError(authorize.error, t)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={cancel}>
                  {t("xSandbox.cancel")}
                </Button>
                <Button type="submit" loading={authorize.isPending || authorize.isSuccess}>
                  {handle ? t("xSandbox.authorize", { handle }) : t("xSandbox.authorize", { handle: "…" })}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
