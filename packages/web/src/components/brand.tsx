import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentVariant } from "../app-variant/current-variant.ts";
import { hostBrand } from "../host-brand/host-brand.ts";

/** The variant's name, and the agency whose sub-domain this is, linking to its home. */
export function Brand({ to }: { to: string }) {
  const { t, i18n } = useTranslation();
  const { agency } = hostBrand();
  return (
    <Anchor component={Link} to={to} fw={700} size="lg" underline="never" c="inherit" style={{ whiteSpace: "nowrap" }}>
      {t(`app.title.${currentVariant()}`)}
      {agency && (
        <Text span size="sm" fw={400} c="dimmed" data-testid="agency-brand">
          {" "}
          {t("app.forAgency", { agency: agency.name[i18n.language === "ja" ? "ja" : "en"] })}
        </Text>
      )}
    </Anchor>
  );
}
