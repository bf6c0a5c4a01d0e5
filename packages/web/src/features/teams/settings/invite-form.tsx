import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateInvites,
  createInvitesSchema,
  INVITE_MESSAGE_MAX_LENGTH,
  isEmailLike,
  splitEmails,
  type Team,
} from "@xa/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { teamKeys } from "../team-query-keys.ts";
import { createInvites } from "../teams-api.ts";

const FIELDS = ["emails", "message"] as const;

/** One or several e-mail addresses and an optional message. */
export function InviteForm({ team }: { team: Team }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [emailsText, setEmailsText] = useState("");
  const [message, setMessage] = useState("");
  const [badAddresses, setBadAddresses] = useState<string[]>([]);
  const form = useFormErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: (body: CreateInvites) => createInvites(team.slug, body),
    meta: { errorHandled: true },
    onSuccess: async (invites, body) => {
      // The server sends no second invite to an address with a pending one: say which were skipped.
      const sent = new Set(invites.map((invite) => invite.email));
      const skipped = [...new Set((body.emails ?? []).map((email) => email.toLowerCase()))].filter(
        (email) => !sent.has(email),
      );
      if (invites.length > 0) notify(t("invites.sent", { count: invites.length }), "success");
      if (skipped.length > 0) notify(t("invites.alreadyPending", { list: skipped.join(", ") }), "info");
      setEmailsText("");
      setMessage("");
      await queryClient.invalidateQueries({ queryKey: teamKeys.invites(team.slug) });
    },
    onError: (error) => {
      const rest = form.fromServer(error);
      if (rest) notify(rest, "error");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = splitEmails(emailsText);
    const bad = emails.filter((email) => !isEmailLike(email));
    setBadAddresses(bad);
    const data = form.validate(createInvitesSchema, { emails, message: message.trim() || undefined });
    if (!data || bad.length > 0) return;
    mutation.mutate({ emails: data.emails ?? [], message: data.message });
  };

  const emailsError =
    badAddresses.length > 0 ? t("invites.invalidAddresses", { list: badAddresses.join(", ") }) : form.errorOf("emails");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("invites.emailsLabel")}
          description={t("invites.emailsHelp")}
          placeholder="ana@example.com, ken@example.jp"
          autosize
          minRows={2}
          value={emailsText}
          onChange={(event) => {
            setEmailsText(event.currentTarget.value);
            setBadAddresses([]);
            form.clearField("emails");
          }}
          onKeyDown={(event) => {
            // Enter adds a line; Ctrl/Cmd+Enter sends.
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
          }}
          error={emailsError}
        />
        <Textarea
          label={t("invites.messageLabel")}
          description={t("invites.messageHelp", { max: INVITE_MESSAGE_MAX_LENGTH })}
          autosize
          minRows={2}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            form.clearField("message");
          }}
          error={form.errorOf("message")}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t("invites.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
