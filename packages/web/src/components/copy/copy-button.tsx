import { Button, type ButtonProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../notifications-store.ts";
import { copyText } from "./copy-text.ts";

/** How long the button reads "Copied" after a copy. */
const COPIED_MS = 2000;

/** Copies a value to the clipboard; says "Copied" for a moment, or why it could not in a notification. */
export function CopyButton({ value, ...props }: { value: string } & Omit<ButtonProps, "children" | "onClick">) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const failure = await copyText(value);
    if (failure) notify(t(`copy.${failure}`), "error");
    else setCopied(true);
  };

  return (
    <Button variant={copied ? "light" : "default"} onClick={() => void copy()} {...props}>
      {t(copied ? "copy.copied" : "copy.copy")}
    </Button>
  );
}
