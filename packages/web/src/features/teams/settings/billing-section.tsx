import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { billingDetailsSchema, type Team } from "@xa/core";
import { missingBillingDetails } from "@xa/core/teams/billing-details";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions, useCountryFilter } from "../../../components/country-picker/country-picker.ts";
import { useFormErrors } from "../../../components/forms/use-form-errors.ts";
import { notify } from "../../../components/notifications-store.ts";
import { SettingsSection } from "../../../components/settings-section.tsx";
import { useUpdateTeam } from "./use-update-team.ts";

const FIELDS = ["invoice_email", "country", "invoice_name"] as const;
type BillingField = (typeof FIELDS)[number];

/** Invoice e-mail, country and invoice name; all three make billing details present. */
export function BillingSection({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const countryFilter = useCountryFilter();
  // Country names in the interface language; typing a code or an alias (UK, USA, UAE) offers its country.
  const countryNames = useMemo(
    () => countryOptions(i18n.language, "").flatMap((o) => (o.label ? [o.label] : [])),
    [i18n.language],
  );
  const [values, setValues] = useState<Record<BillingField, string>>({
    invoice_email: team.invoice_email,
    country: team.country,
    invoice_name: team.invoice_name,
  });
  const form = useFormErrors(FIELDS);
  const mutation = useUpdateTeam(team.slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(billingDetailsSchema, values);
    if (!data) return;
    mutation.mutate(data, {
      onSuccess: () => notify(t("billing.saved"), "success"),
      onError: (error) => {
        const rest = form.fromServer(error);
        if (rest) notify(rest, "error");
      },
    });
  };

  // What the saved team lacks (not the form's unsaved values): checkout asks for the same three.
  const missing = missingBillingDetails(team);
  const status = (
    <Badge color={missing.length === 0 ? "teal" : "yellow"} variant="light" data-testid="billing-status">
      {missing.length === 0 ? t("billing.present") : t("billing.missing")}
    </Badge>
  );

  const setField = (name: BillingField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearField(name);
  };

  const field = (name: BillingField, label: string, type = "text") =>
    name === "country" ? (
      <Select
        key={name}
        label={label}
        value={values[name] || null}
        // A country saved before as other text is still offered, as it was saved.
        data={!values[name] || countryNames.includes(values[name]) ? countryNames : [values[name], ...countryNames]}
        searchable
        filter={countryFilter}
        onChange={(value) => setField(name, value ?? "")}
        error={form.errorOf(name)}
      />
    ) : (
      <TextInput
        key={name}
        label={label}
        type={type}
        value={values[name]}
        readOnly={!canEdit}
        onChange={(event) => setField(name, event.currentTarget.value)}
        error={form.errorOf(name)}
      />
    );

  return (
    <SettingsSection title={t("billing.title")} description={t("billing.intro")}>
      <Group gap="sm">
        {status}
        {missing.length > 0 && (
          <Text size="sm" data-testid="billing-missing-fields">
            {t("billing.missingFields", {
              fields: missing.map((field) => t(`fields.${field}`)).join(t("billing.separator")),
            })}
          </Text>
        )}
      </Group>
      {canEdit ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {field("invoice_email", t("fields.invoice_email"), "email")}
              {field("country", t("fields.country"))}
              {field("invoice_name", t("fields.invoice_name"))}
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={mutation.isPending}>
                {t("billing.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((name) => (
            <div key={name}>
              <Text size="sm" c="dimmed">
                {t(`fields.${name}`)}
              </Text>
              <Text>{team[name] || "—"}</Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </SettingsSection>
  );
}
