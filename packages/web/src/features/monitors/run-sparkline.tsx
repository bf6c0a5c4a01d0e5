import { useTranslation } from "react-i18next";

const WIDTH = 96;
const HEIGHT = 24;

/** The posts of a monitor's latest runs as a small line, oldest to newest; its label reads the numbers. */
export function RunSparkline({ points }: { points: readonly number[] }) {
  const { t } = useTranslation();
  if (points.length < 2) return null;
  const max = Math.max(...points, 1);
  const step = WIDTH / (points.length - 1);
  const line = points.map((n, i) => `${(i * step).toFixed(1)},${(HEIGHT - 2 - (n / max) * (HEIGHT - 4)).toFixed(1)}`);
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t("monitors.sparkline", { points: points.join(", ") })}
    >
      <polyline points={line.join(" ")} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
