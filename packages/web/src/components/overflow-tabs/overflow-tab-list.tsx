import { Button, Group, Menu, Tabs } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FadeScroll } from "../scroll/fade-scroll.tsx";
import { splitTabs } from "./split-tabs.ts";

export type OverflowTab = { value: string; label: ReactNode };

/**
 * A Tabs.List (inside Mantine's Tabs) that shows about one tab per 60 px of its width and puts the rest
 * in a "More" menu, measured again whenever its width changes.
 */
export function OverflowTabList({
  tabs,
  active,
  onSelect,
  label,
}: {
  tabs: readonly OverflowTab[];
  active: string | null;
  onSelect: (value: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);

  useEffect(() => {
    const node = bar.current;
    if (!node) return;
    setWidth(node.getBoundingClientRect().width || null);
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured !== undefined) setWidth(measured || null);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const activeTab = tabs.find((tab) => tab.value === active) ?? null;
  const { visible, overflow } = splitTabs(tabs, width, activeTab);
  return (
    <Group ref={bar} wrap="nowrap" gap={0} align="stretch">
      <Tabs.List aria-label={label} style={{ flex: 1, minWidth: 0, flexWrap: "nowrap" }}>
        {visible.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {overflow.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="subtle" size="compact-sm" style={{ alignSelf: "center" }}>
              {t("tabs.moreCount", { count: overflow.length })}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <FadeScroll maxHeight={320}>
              {overflow.map((tab) => (
                <Menu.Item key={tab.value} onClick={() => onSelect(tab.value)}>
                  {tab.label}
                </Menu.Item>
              ))}
            </FadeScroll>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
