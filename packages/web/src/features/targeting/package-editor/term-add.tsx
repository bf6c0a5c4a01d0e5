import { Button, Group, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TermListKey } from "./term-table.tsx";

const HANDLE = /^@?(\w{1,15})$/;

/** Adds a keyword, hashtag or handle typed by the user (these lists have no catalogue); Enter adds. */
export function TermAdd({ list, onAdd }: { list: TermListKey; onAdd: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim().replace(list === "hashtags" ? /^#/ : /^$/, "");
    if (!value) return;
    if (list === "handles") {
      const match = HANDLE.exec(value);
      if (!match?.[1]) {
        setError(t("targeting.editor.handleInvalid"));
        return;
      }
      onAdd(match[1]);
    } else {
      onAdd(value.slice(0, 200));
    }
    setText("");
    setError(null);
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          label={t(`targeting.editor.add.${list}`)}
          error={error}
          maxLength={200}
        />
        <Button type="submit" size="xs" variant="light" mt={22}>
          {t("targeting.editor.addButton")}
        </Button>
      </Group>
    </form>
  );
}
