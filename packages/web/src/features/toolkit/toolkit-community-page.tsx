import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMeQuery } from "../../session/use-me-query.ts";
import { ToolkitPage, WhoIsTalking } from "./toolkit-parts.tsx";

/** What the page draws from other features: the store's communities (read by signed-in users only). */
export type ToolkitCommunityParts = { Communities: ComponentType };

/** `/pro-community`: the store's X communities and who is talking, each a way into the analyses. */
export function ToolkitCommunityPage({ parts }: { parts: ToolkitCommunityParts }) {
  const { t } = useTranslation();
  const me = useMeQuery();
  return (
    <ToolkitPage title={t("pages.proCommunity")} intro={t("toolkit.community.intro")}>
      {(o) => (
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t("toolkit.community.communitiesTitle")}
            </Title>
            {me.data ? (
              <parts.Communities />
            ) : (
              <Text size="sm">
                {t("toolkit.community.signIn")}{" "}
                <Anchor
                  underline="always"
                  component={Link}
                  to={`/login?${new URLSearchParams({ next: "/pro-community" }).toString()}`}
                >
                  {t("toolkit.community.signInLink")}
                </Anchor>
              </Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t("toolkit.community.talkingTitle")}
            </Title>
            <WhoIsTalking overview={o} />
          </Stack>
        </Stack>
      )}
    </ToolkitPage>
  );
}
