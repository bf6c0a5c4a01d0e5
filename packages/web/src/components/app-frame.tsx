import { AppShell, Burger, Container, Group, NavLink, ScrollArea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Layout } from "../theme/theme.ts";
import { useLayout } from "../theme/use-layout.ts";
import { Brand } from "./brand.tsx";
import { useHashScroll } from "./scroll/use-hash-scroll.ts";

export type NavItem = { to: string; label: string; exact?: boolean };

function isActive(pathname: string, item: NavItem): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/** Header (brand, extras, right-hand tools) and an optional side navigation, around the page. */
export function AppFrame({
  layout,
  homePath,
  nav,
  headerExtra,
  headerRight,
  children,
}: {
  layout: Layout;
  homePath: string;
  nav?: NavItem[];
  headerExtra?: ReactNode;
  headerRight?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useLayout(layout);
  useHashScroll();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={nav ? { width: 232, breakpoint: "sm", collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {nav && <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.toggle")} />}
            <Brand to={homePath} />
            {headerExtra}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {headerRight}
          </Group>
        </Group>
      </AppShell.Header>
      {nav && (
        <AppShell.Navbar p="xs" aria-label={t("nav.main")}>
          <ScrollArea>
            {nav.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={isActive(pathname, item)}
                aria-current={isActive(pathname, item) ? "page" : undefined}
              />
            ))}
          </ScrollArea>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
