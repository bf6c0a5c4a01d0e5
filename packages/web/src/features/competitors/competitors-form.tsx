import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { MAX_COMPETITORS, MIN_COMPETITORS } from "@xa/core/analysis/competitor-analysis";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { StoreSuggestions } from "../../components/store-suggestions/store-suggestions.tsx";

type Field = { id: number; value: string };
const bare = (handle: string) => handle.trim().replace(/^[@＠]/, "");

/** 2 to 5 handle fields, with the store's most followed handles to fill them from. */
export function CompetitorsForm({
  initial,
  onCompare,
}: {
  initial: readonly string[];
  onCompare: (handles: string[]) => void;
}) {
  const { t } = useTranslation();
  // Fields keep their ids while others are added or removed, so each keeps its own input.
  const nextId = useRef(0);
  const field = (value: string): Field => ({ id: nextId.current++, value });
  const [fields, setFields] = useState<Field[]>(() => {
    const values = [...initial];
    while (values.length < MIN_COMPETITORS) values.push("");
    return values.map(field);
  });
  // A field the user adds takes the focus, so the keyboard path goes on typing.
  const [added, setAdded] = useState<number | null>(null);
  const filled = fields.map((f) => bare(f.value)).filter(Boolean);
  const set = (id: number, value: string) => setFields((fs) => fs.map((f) => (f.id === id ? { ...f, value } : f)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCompare(filled);
  };
  const pick = (handle: string) =>
    setFields((fs) => {
      if (fs.some((f) => bare(f.value).toLowerCase() === handle.toLowerCase())) return fs;
      const empty = fs.find((f) => !bare(f.value));
      if (empty) return fs.map((f) => (f.id === empty.id ? { ...f, value: handle } : f));
      return fs.length < MAX_COMPETITORS ? [...fs, field(handle)] : fs;
    });

  return (
    <form onSubmit={submit} aria-label={t("competitors.formLabel")}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("competitors.formHint", { min: MIN_COMPETITORS, max: MAX_COMPETITORS })}
        </Text>
        <Group align="flex-end" gap="sm">
          {fields.map((f, i) => (
            <Group key={f.id} gap={4} align="flex-end" wrap="nowrap">
              <TextInput
                label={t("competitors.handleLabel", { n: i + 1 })}
                placeholder={t("competitors.handlePlaceholder")}
                value={f.value}
                onChange={(e) => set(f.id, e.currentTarget.value)}
                w={180}
                leftSection="@"
                autoFocus={f.id === added}
              />
              {fields.length > MIN_COMPETITORS && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t("competitors.remove", { n: i + 1 })}
                  onClick={() => setFields((fs) => fs.filter((x) => x.id !== f.id))}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button
            variant="default"
            onClick={() => {
              const next = field("");
              setAdded(next.id);
              setFields((fs) => [...fs, next]);
            }}
            disabled={fields.length >= MAX_COMPETITORS}
          >
            {t("competitors.add")}
          </Button>
          <Button type="submit" disabled={filled.length < MIN_COMPETITORS}>
            {t("competitors.compare")}
          </Button>
        </Group>
        <StoreSuggestions kinds={["handle"]} onPick={(_, term) => pick(term)} />
      </Stack>
    </form>
  );
}
