import { readServerMessage } from "@xa/core/social/server-messages";
import { useTranslation } from "react-i18next";

/**
 * A text the server stored in English (why a job failed, why records were skipped, a bad line's
 * fault) in the reader's language, when it is one of core's server messages; as it is otherwise.
 */
export function useServerText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const message = readServerMessage(text);
    return message ? t(`serverMessages.${message.key}`, { ...message.params, defaultValue: text }) : text;
  };
}
