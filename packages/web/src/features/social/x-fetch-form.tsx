import { Alert, Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { X_HANDLE, type XFetch, type XFetchJob } from "@xa/core/social/social-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../api/describe-error.ts";
import { formatCount } from "./format.ts";
import { useStartXFetch } from "./use-x-fetch.ts";

type Kind = XFetch["kind"];
const KINDS: Kind[] = ["search", "user", "timeline", "followers"];
// Pages of up to 100 posts or accounts: what a fetch may spend of the X API's quota.
const PAGES = [1, 2, 5, 10, 20, 50];

/** What to fetch from the live X API: recent posts for a search, or an account, its posts or its followers. */
export function XFetchForm({ disabled, onStarted }: { disabled: boolean; onStarted: (job: XFetchJob) => void }) {
  const { t, i18n } = useTranslation();
  const start = useStartXFetch();
  const [pages, setPages] = useState("5");
  const [kind, setKind] = useState<Kind>("search");
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const search = kind === "search";
  const kindLabels: Record<Kind, string> = {
    search: t("social.xFetch.kindSearch"),
    user: t("social.xFetch.kindUser"),
    timeline: t("social.xFetch.kindTimeline"),
    followers: t("social.xFetch.kindFollowers"),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    // The server's rules (core's xFetchSchema), checked here to say so before sending.
    let problem: string | null = null;
    if (search && value === "") problem = t("social.xFetch.queryRequired");
    if (!search && !X_HANDLE.test(value)) problem = t("social.xFetch.handleInvalid");
    setInvalid(problem);
    if (problem) return;
    const max_pages = Number(pages);
    const username = value.replace(/^@/, "");
    const request: XFetch =
      kind === "search"
        ? { kind, query: value, max_pages }
        : kind === "user"
          ? { kind, username }
          : { kind, username, max_pages };
    start.mutate(request, { onSuccess: onStarted });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("social.xFetch.title")}>
      <Stack gap="md">
        <Group align="flex-start" wrap="wrap">
          <NativeSelect
            label={t("social.xFetch.kind")}
            value={kind}
            disabled={disabled}
            onChange={(event) => {
              setKind(event.currentTarget.value as Kind);
              setInvalid(null);
            }}
            data={KINDS.map((value) => ({ value, label: kindLabels[value] }))}
            w={240}
          />
          <TextInput
            label={search ? t("social.xFetch.query") : t("social.xFetch.handle")}
            placeholder={search ? "coffee lang:ja" : "@handle"}
            value={text}
            disabled={disabled}
            onChange={(event) => setText(event.currentTarget.value)}
            error={invalid}
            spellCheck={false}
            style={{ flex: 1, minWidth: 220 }}
          />
          {/* One account is one lookup: no pages to choose. */}
          {kind !== "user" && (
            <NativeSelect
              label={t("social.xFetch.pages")}
              value={pages}
              disabled={disabled}
              onChange={(event) => setPages(event.currentTarget.value)}
              data={PAGES.map((n) => ({
                value: String(n),
                label: t("social.xFetch.pagesOption", { items: formatCount(n * 100, i18n.language) }),
              }))}
              w={200}
            />
          )}
        </Group>
        {start.isError && (
          <Alert color="red" role="alert" title={t("social.xFetch.failed")}>
            {describeError(start.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={disabled} loading={start.isPending}>
            {t("social.xFetch.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
