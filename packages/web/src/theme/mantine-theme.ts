import { createTheme } from "@mantine/core";

export const mantineTheme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Kaku Gothic ProN", "Hiragino Sans", Meiryo, sans-serif',
});
