import { Anchor, Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { avatarInitials } from "../../../components/avatar.ts";
import { profileLink } from "./section-data.ts";

export type Identity = {
  handle: string | null;
  name: string | null;
  avatar_url: string | null;
  verified: boolean | null;
};

/** Avatar, name and @handle linking to the account on X. */
export function AccountIdentity({ account, size = "md" }: { account: Identity; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation();
  const display = account.name ?? account.handle ?? "?";
  const link = profileLink(account.handle);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={account.avatar_url}
        alt={t("sectionViews.profile.avatarAlt", { name: display })}
        radius="xl"
        size={size}
        imageProps={{ crossOrigin: "anonymous", referrerPolicy: "no-referrer" }}
      >
        {avatarInitials(display)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {display}
          </Text>
          {account.verified && (
            <Badge size="xs" variant="light" circle title={t("sheets.columns.verified")}>
              ✓
            </Badge>
          )}
        </Group>
        {account.handle &&
          (link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed" truncate>
              @{account.handle}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              @{account.handle}
            </Text>
          ))}
      </Stack>
    </Group>
  );
}
