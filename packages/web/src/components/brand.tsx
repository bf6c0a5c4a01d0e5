import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentVariant } from "../app-variant/current-variant.ts";

/** The variant's name, linking to its home. */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} fw={700} size="lg" underline="never" c="inherit" style={{ whiteSpace: "nowrap" }}>
      {t(`app.title.${currentVariant()}`)}
    </Anchor>
  );
}
