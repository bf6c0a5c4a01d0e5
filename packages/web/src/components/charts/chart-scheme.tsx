import { useComputedColorScheme } from "@mantine/core";
import { createContext, useContext } from "react";

export type ChartScheme = "light" | "dark";

/**
 * A colour scheme that charts below it use instead of the app's, e.g. while a card is drawn into an image on
 * black. Null (the default) follows the app.
 */
export const ChartSchemeContext = createContext<ChartScheme | null>(null);

/** The scheme charts draw in, and whether they draw still (no animation), as an image capture needs. */
export function useChartScheme(): { scheme: ChartScheme; still: boolean } {
  const forced = useContext(ChartSchemeContext);
  const app = useComputedColorScheme("light");
  return { scheme: forced ?? app, still: forced !== null };
}
