import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import type { TargetingPackage } from "@xa/core/targeting/targeting-package";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { addEntry, removeEntry, toggleEntry } from "./package-edits.ts";

/** Custom audiences by their name on the ad account (the ads step checks they are ready). */
export function CustomAudiences({
  value,
  onChange,
}: {
  value: TargetingPackage;
  onChange: (next: TargetingPackage) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = name.trim().slice(0, 200);
    if (!text) return;
    onChange(addEntry(value, "custom_audiences", { name: text, deselected: false }));
    setName("");
  };
  return (
    <Stack gap="sm">
      {value.custom_audiences.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("targeting.editor.emptyList")}
        </Text>
      )}
      {value.custom_audiences.map((entry, index) => (
        <Group key={entry.name} gap="xs" data-testid="package-entry">
          <Checkbox
            checked={!entry.deselected}
            label={entry.name}
            onChange={() => onChange(toggleEntry(value, "custom_audiences", index))}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onChange(removeEntry(value, "custom_audiences", index))}
            aria-label={t("targeting.editor.removeEntry", { entry: entry.name })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label={t("targeting.editor.add.custom_audiences")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" size="xs" variant="light">
            {t("targeting.editor.addButton")}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
