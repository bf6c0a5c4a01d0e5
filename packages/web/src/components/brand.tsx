import { Anchor, Group, Text } from "@mantine/core";
import { agencyName } from "@xa/core/teams/agencies";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentVariant } from "../app-variant/current-variant.ts";
import { hostAgency } from "../host-brand/current-host.ts";

/** The variant's name, linking to its home, and the agency whose sub-domain this is. */
export function Brand({ to }: { to: string }) {
  const { t, i18n } = useTranslation();
  const agency = hostAgency();
  return (
    <Group gap={8} wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={to}
        fw={700}
        size="lg"
        underline="never"
        c="inherit"
        style={{ whiteSpace: "nowrap" }}
      >
        {t(`app.title.${currentVariant()}`)}
      </Anchor>
      {agency && (
        <Text size="sm" c="dimmed" truncate data-testid="agency-brand">
          {t("app.forAgency", { agency: agencyName(agency.id, i18n.language === "ja" ? "ja" : "en") })}
        </Text>
      )}
    </Group>
  );
}
