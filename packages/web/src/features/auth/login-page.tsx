import { Anchor, Divider, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { LoginResponse } from "@xa/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { postLoginPath } from "../../api/post-login-path.ts";
import { usePageTitle } from "../../components/use-page-title.ts";
import { readRecentTeam } from "../../session/recent-team.ts";
import { acknowledgeLogout, startSession } from "../../session/session.ts";
import { CodeStep } from "./code-step.tsx";
import { showDevLinks } from "./dev-links.ts";
import { EmailStep } from "./email-step.tsx";
import { HostWelcome } from "./host-welcome.tsx";
import { clearLoginFlow, type LoginFlow, readLoginFlow, writeLoginFlow } from "./login-flow-storage.ts";
import { SocialLogin } from "./social-login.tsx";

/** /login/:network? — sign in with X, or by e-mail with a confirmation code. */
export function LoginPage() {
  const { t } = useTranslation();
  const { network } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<LoginFlow | null>(readLoginFlow);
  const [lastEmail, setLastEmail] = useState(flow?.email ?? "");
  usePageTitle(t("pages.login"));
  useEffect(acknowledgeLogout, []);

  const onSent = (sent: LoginFlow) => {
    writeLoginFlow(sent);
    setLastEmail(sent.email);
    setFlow(sent);
  };
  const onRestart = () => {
    clearLoginFlow();
    setFlow(null);
  };
  const onSignedIn = (login: LoginResponse) => {
    clearLoginFlow();
    startSession(queryClient, login);
    const teamSlugs = login.user.memberships.map((membership) => membership.team.slug);
    const target = postLoginPath({ next: searchParams.get("next"), recentTeamSlug: readRecentTeam(), teamSlugs });
    void navigate(target, { replace: true });
  };

  return (
    <Paper withBorder p="xl" radius="md">
      <Stack>
        <div>
          <HostWelcome title={t("pages.login")} />
          <Text c="dimmed" size="sm">
            {t("login.subtitle")}
          </Text>
        </div>
        <SocialLogin network={network} next={searchParams.get("next")} />
        <Divider label={t("login.orEmail")} labelPosition="center" />
        {flow ? (
          <CodeStep key={flow.magicCode} flow={flow} onSignedIn={onSignedIn} onRestart={onRestart} onSent={onSent} />
        ) : (
          <EmailStep initialEmail={lastEmail} onSent={onSent} />
        )}
        {showDevLinks() && (
          <Anchor href="/dev/outbox" target="_blank" rel="noopener" size="sm" ta="center">
            {t("login.devOutbox")}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
