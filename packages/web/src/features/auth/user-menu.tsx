import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { displayName, type User } from "@xa/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGuardedPopup } from "../../components/popup/use-guarded-popup.ts";
import { UserAvatar } from "../../components/user-avatar.tsx";
import { useLogout } from "./use-logout.ts";

/** The signed-in user's menu: account page (when there is a team), their activity (where given) and log out. */
export function UserMenu({
  user,
  accountPath,
  activityPath,
}: {
  user: User;
  accountPath?: string;
  activityPath?: string;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);
  const menu = useGuardedPopup();
  return (
    <Menu position="bottom-end" width={220} withinPortal opened={menu.opened} onChange={menu.onChange}>
      <Menu.Target>
        {/* Named by the user's name as shown (a label other than the visible text fails "label in name");
            the initials only repeat it, and the menu role is announced from aria-haspopup. */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <UserAvatar text={name} size="sm" aria-hidden />
            <Text size="sm" visibleFrom="sm" truncate maw={160}>
              {name}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A user who signed in with an X account that gave no e-mail has none to show. */}
        {user.email && <Menu.Label>{user.email}</Menu.Label>}
        {accountPath && (
          <Menu.Item component={Link} to={accountPath}>
            {t("nav.account")}
          </Menu.Item>
        )}
        {activityPath && (
          <Menu.Item component={Link} to={activityPath}>
            {t("nav.activity")}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t("userMenu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
