import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { SOCIAL_LOGIN_REDIRECT_WAIT_MS } from "@xa/core/auth/social-login-rules";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { describeError } from "../../../api/describe-error.ts";
import { postLoginPath } from "../../../api/post-login-path.ts";
import { notify } from "../../../components/notifications-store.ts";
import { LoadingState } from "../../../components/page-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { readRecentTeam } from "../../../session/recent-team.ts";
import { startSession } from "../../../session/session.ts";
import { completeXAccessToken, completeXConnect, completeXLogin } from "./x-login-api.ts";
import { clearXLoginAttempt, readXLoginAttempt, type XLoginAttempt } from "./x-login-storage.ts";

type Failure = { kind: "unauthorized" } | { kind: "denied" } | { kind: "timedOut" } | { kind: "error"; error: unknown };

/** What the provider brought back, if this tab started the attempt it names. */
function readCallback(params: URLSearchParams, attempt: XLoginAttempt | null) {
  if (params.get("error")) return { failure: { kind: "denied" } as const };
  const code = params.get("code");
  const oauthToken = params.get("oauth_token");
  const state = code ? params.get("state") : oauthToken;
  // The state must be the one this tab sent; anything else is someone else's sign-in.
  if (!attempt || !state || attempt.state !== state) return { failure: { kind: "unauthorized" } as const };
  if (code) return { attempt, code: { code, state } };
  const verifier = params.get("oauth_verifier");
  if (!oauthToken || !verifier) return { failure: { kind: "unauthorized" } as const };
  return { attempt, oauth1: { oauth_token: oauthToken, oauth_verifier: verifier } };
}

/**
 * /login/x/callback — where X (or the X sandbox) sends the browser back: it finishes the sign-in or
 * the connect within 20 s, or says clearly why it could not.
 */
export function XCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [mode, setMode] = useState<"login" | "connect">(() => readXLoginAttempt()?.mode ?? "login");
  const [returnTo, setReturnTo] = useState<string>(() => readXLoginAttempt()?.next ?? "/");
  const started = useRef(false);
  usePageTitle(t("xLogin.callbackTitle"));

  useEffect(() => {
    // Once: the state is single use, a second call would be refused.
    if (started.current) return;
    started.current = true;
    const read = readCallback(params, readXLoginAttempt());
    clearXLoginAttempt();
    if (read.failure) {
      setFailure(read.failure);
      return;
    }
    const { attempt } = read;
    setMode(attempt.mode);
    setReturnTo(attempt.next ?? "/");
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SOCIAL_LOGIN_REDIRECT_WAIT_MS);
    const finish = async () => {
      if (read.code && attempt.mode === "connect") {
        const account = await completeXConnect(read.code, controller.signal);
        notify(t("xLogin.connected", { username: account.username }), "success");
        await navigate(attempt.next ?? "/", { replace: true });
        return;
      }
      const login = read.code
        ? await completeXLogin(read.code, controller.signal)
        : await completeXAccessToken(read.oauth1, controller.signal);
      if (attempt.mode === "connect") {
        await navigate(attempt.next ?? "/", { replace: true });
        return;
      }
      startSession(queryClient, login);
      const teamSlugs = login.user.memberships.map((m) => m.team.slug);
      await navigate(postLoginPath({ next: attempt.next, recentTeamSlug: readRecentTeam(), teamSlugs }), {
        replace: true,
      });
    };
    finish()
      .catch((error: unknown) => setFailure(timedOut ? { kind: "timedOut" } : { kind: "error", error }))
      .finally(() => clearTimeout(timer));
  }, [params, navigate, queryClient, t]);

  const back =
    mode === "connect" ? (
      <Button component={Link} to={returnTo} variant="default">
        {t("xLogin.backToAccount")}
      </Button>
    ) : (
      <Button component={Link} to="/login" variant="default">
        {t("xLogin.backToLogin")}
      </Button>
    );

  return (
    <Paper withBorder p="xl" radius="md">
      <Stack>
        <Title order={1} size="h2">
          {t("xLogin.callbackTitle")}
        </Title>
        {failure === null ? (
          <LoadingState label={mode === "connect" ? t("xLogin.connecting") : t("xLogin.completing")} />
        ) : (
          <Alert color="red" role="alert" title={t("xLogin.failedTitle")}>
            <Stack gap="xs">
              {failure.kind === "unauthorized" && (
                <>
                  <Text size="sm" fw={600}>
                    {t("xLogin.unauthorized")}
                  </Text>
                  <Text size="sm">{t("xLogin.unauthorizedHelp")}</Text>
                </>
              )}
              {failure.kind === "denied" && <Text size="sm">{t("xLogin.denied")}</Text>}
              {failure.kind === "timedOut" && (
                <Text size="sm">{t("xLogin.timedOut", { seconds: SOCIAL_LOGIN_REDIRECT_WAIT_MS / 1000 })}</Text>
              )}
              {failure.kind === "error" && <Text size="sm">{describeError(failure.error, t)}</Text>}
            </Stack>
          </Alert>
        )}
        {failure !== null && <Group>{back}</Group>}
      </Stack>
    </Paper>
  );
}
