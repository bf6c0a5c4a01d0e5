import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CrashHandler } from "./components/crash-handler.tsx";
import { NotificationCenter } from "./components/notification-center.tsx";
import { GlobalPopupClose } from "./components/popup/global-popup-close.tsx";
import { RequestProgressBar } from "./components/request-progress-bar.tsx";
import { LanguageSync } from "./features/auth/language-sync.tsx";
import { cssVariablesResolver, mantineTheme } from "./theme/mantine-theme.ts";
import { useEffectiveTheme } from "./theme/theme-store.ts";
import { ThemeSync } from "./theme/theme-sync.tsx";

/** Providers and the app-wide pieces (progress bar, notifications, crash dialog) around the router. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const theme = useEffectiveTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={theme}>
        <ThemeSync />
        <GlobalPopupClose />
        <LanguageSync />
        <RequestProgressBar />
        {children}
        <NotificationCenter />
        <CrashHandler />
      </MantineProvider>
    </QueryClientProvider>
  );
}
