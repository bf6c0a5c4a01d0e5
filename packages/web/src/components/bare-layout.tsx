import { Box, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { ThemeToggle } from "../theme/theme-toggle.tsx";
import { useLayout } from "../theme/use-layout.ts";
import { Brand } from "./brand.tsx";
import { useHashScroll } from "./scroll/use-hash-scroll.ts";

/** Layout 'none': a slim top bar with the theme switch, the page centred (login, dev outbox). */
export function BareLayout({ children, width = 440 }: { children: ReactNode; width?: number }) {
  useLayout("none");
  useHashScroll();
  return (
    <Box mih="100vh">
      <Group justify="space-between" p="md" component="header">
        <Brand to="/" />
        <ThemeToggle />
      </Group>
      <Container size={width} pb="xl" component="main">
        {children}
      </Container>
    </Box>
  );
}
