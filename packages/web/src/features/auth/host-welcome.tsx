import { Group, Image, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { hostBrand } from "../../host-brand/host-brand.ts";
import { useTeamInfoQuery } from "./use-team-info-query.ts";

/** A logo the page may show: https anywhere, or a path of this site (the CSP allows no other). */
const showableLogo = (logo: string) => /^https:\/\/[^\s]+$/i.test(logo) || /^\/[^/\s]/.test(logo);

/**
 * The login page's heading on a branded host: the agency's name on its sub-domain, the team's name and
 * logo on a tenant's; the plain heading elsewhere, and on a sub-domain no team has.
 */
export function HostWelcome({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const { agency, host } = hostBrand();
  const info = useTeamInfoQuery(host.kind === "tenant" ? host.id : null);
  const team = info.data;
  return (
    <>
      {team && showableLogo(team.logo) && (
        <Group justify="center">
          <Image src={team.logo} alt={t("login.tenantLogo", { team: team.name })} h={56} w="auto" fit="contain" />
        </Group>
      )}
      <Title order={1} size="h2">
        {team ? t("login.tenantTitle", { team: team.name }) : title}
      </Title>
      {agency && (
        <Text fw={500} data-testid="login-agency">
          {t("login.agency", { agency: agency.name[i18n.language === "ja" ? "ja" : "en"] })}
        </Text>
      )}
    </>
  );
}
