import { Alert, Button, Checkbox, Group, NumberInput, Radio, Select, Stack, TextInput } from "@mantine/core";
import { MONITOR_CADENCES, type MonitorCadence, type MonitorKind } from "@xa/core/monitors/monitors-contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isNumberWithOneDecimal } from "../../components/forms/one-decimal.ts";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { useCreateMonitor } from "./use-monitors.ts";

const FIELDS = ["query", "handle", "name", "country", "volume_threshold_pct", "sentiment_threshold"] as const;

const numberOrNull = (value: string | number) => (value === "" ? null : Number(value));
// Thresholds are read to a tenth (12.5%); more decimals would claim a precision no run has.
const tooPrecise = (value: string | number) => value !== "" && !isNumberWithOneDecimal(value);

/** Saves a query or handle as a monitor of the team: what to watch, how often, and the changes that alert. */
export function MonitorForm({ team, onSaved }: { team: string; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const form = useFormErrors(FIELDS);
  const save = useCreateMonitor();
  const [kind, setKind] = useState<MonitorKind>("query");
  const [subject, setSubject] = useState("");
  const [name, setName] = useState("");
  const [country, setCountry] = useState("");
  const [cadence, setCadence] = useState<MonitorCadence>("daily");
  const [volume, setVolume] = useState<string | number>(50);
  const [sentiment, setSentiment] = useState<string | number>("");
  const [mail, setMail] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const decimalsError = (value: string | number, label: string) =>
    tooPrecise(value) ? t("validation.oneDecimal", { field: label }) : undefined;
  const volumeDecimals = decimalsError(volume, t("monitors.form.volume"));
  const sentimentDecimals = decimalsError(sentiment, t("monitors.form.sentiment"));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (volumeDecimals || sentimentDecimals) return;
    const settings = {
      team,
      name,
      country,
      cadence,
      volume_threshold_pct: numberOrNull(volume),
      sentiment_threshold: numberOrNull(sentiment),
      email_alerts: mail,
    };
    const body =
      kind === "query"
        ? { kind, query: subject, ...settings }
        : { kind: "handle" as const, handle: subject, ...settings };
    save.mutate(body, {
      onSuccess: (made) => {
        setSubject("");
        setName("");
        onSaved(made.id);
      },
      onError: (error) => setProblem(form.fromServer(error) ?? null),
    });
  };

  return (
    <form onSubmit={submit} aria-label={t("monitors.form.title")} noValidate>
      <Stack gap="sm">
        <Radio.Group label={t("monitors.form.kind")} value={kind} onChange={(value) => setKind(value as MonitorKind)}>
          <Group mt={4}>
            <Radio value="query" label={t("monitors.kind.query")} />
            <Radio value="handle" label={t("monitors.kind.handle")} />
          </Group>
        </Radio.Group>
        <Group grow align="flex-start">
          <TextInput
            label={kind === "query" ? t("monitors.form.query") : t("monitors.form.handle")}
            description={kind === "query" ? t("monitors.form.queryHint") : t("monitors.form.handleHint")}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            error={form.errorOf(kind)}
            required
          />
          <TextInput
            label={t("monitors.form.name")}
            description={t("monitors.form.nameHint")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={form.errorOf("name")}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t("monitors.form.country")}
            description={t("monitors.form.countryHint")}
            value={country}
            onChange={(e) => setCountry(e.currentTarget.value)}
            error={form.errorOf("country")}
          />
          <Select
            label={t("monitors.form.cadence")}
            description={t("monitors.form.cadenceHint")}
            value={cadence}
            onChange={(value) => value && setCadence(value as MonitorCadence)}
            data={MONITOR_CADENCES.map((c) => ({ value: c, label: t(`monitors.cadence.${c}`) }))}
            allowDeselect={false}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t("monitors.form.volume")}
            description={t("monitors.form.volumeHint")}
            value={volume}
            onChange={setVolume}
            min={1}
            max={10000}
            suffix="%"
            error={volumeDecimals ?? form.errorOf("volume_threshold_pct")}
          />
          <NumberInput
            label={t("monitors.form.sentiment")}
            description={t("monitors.form.sentimentHint")}
            value={sentiment}
            onChange={setSentiment}
            min={1}
            max={200}
            error={sentimentDecimals ?? form.errorOf("sentiment_threshold")}
          />
        </Group>
        <Checkbox label={t("monitors.form.mail")} checked={mail} onChange={(e) => setMail(e.currentTarget.checked)} />
        {problem && (
          <Alert color="red" role="alert" title={t("monitors.form.failed")}>
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t("monitors.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
