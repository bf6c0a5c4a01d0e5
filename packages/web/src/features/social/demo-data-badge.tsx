import { Badge, Loader, type MantineSize, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMeQuery } from "../../session/use-me-query.ts";
import { formatCount } from "./format.ts";
import { demoState } from "./import-progress.ts";
import { useStoreStatusQuery } from "./use-store-status-query.ts";

/**
 * "Demo data" label for any screen that shows data from the social store: drawn only while the
 * store holds the generated demo world, so nobody mistakes it for real X data. Its tooltip says
 * so, notes a demo world that is still loading, and whether imported data sits beside it.
 */
export function DemoDataBadge({ size = "md" }: { size?: MantineSize }) {
  const { t, i18n } = useTranslation();
  const me = useMeQuery();
  const status = useStoreStatusQuery({ enabled: Boolean(me.data) });
  if (!status.data) return null;
  const demo = demoState(status.data);
  if (!demo.present) return null;
  const n = (value: number) => formatCount(value, i18n.language);
  const label = (
    <Stack gap={4}>
      <Text size="sm" fw={600} inherit>
        {t("demoData.tooltip")}
      </Text>
      {demo.loading && (
        <Text size="xs" inherit>
          {t("demoData.loadingNote", {
            accounts: n(status.data.demo.accounts),
            posts: n(status.data.demo.posts),
          })}
        </Text>
      )}
      {demo.mixed && (
        <Text size="xs" inherit>
          {t("demoData.mixedNote")}
        </Text>
      )}
    </Stack>
  );
  return (
    <Tooltip label={label} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        color="orange"
        variant="light"
        size={size}
        tabIndex={0}
        data-testid="demo-data-badge"
        style={{ flexShrink: 0, cursor: "help" }}
        leftSection={demo.loading ? <Loader size={10} color="orange" aria-hidden="true" /> : undefined}
      >
        {t("demoData.badge")}
      </Badge>
    </Tooltip>
  );
}
