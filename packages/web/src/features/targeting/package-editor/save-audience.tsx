import { Alert, Autocomplete, Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AudienceConfig } from "@xa/core/targeting/audience-contract";
import type { TargetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error.ts";
import { describeFormError } from "../../../api/describe-error.ts";
import { categoryName } from "../shared/category-name.ts";
import { DEBOUNCE_MS } from "../shared/debounce.ts";
import { useCreateAudienceConfig, useUpdateAudienceConfig } from "../use-audience-mutations.ts";
import { useAudienceCategoriesQuery, useAutocompleteQuery } from "../use-audience-queries.ts";

/**
 * "Save as audience": a name (existing names offered as you type), categories ('Exclusion Audience' makes it an
 * exclusion audience), then a new config of the team, or the opened one saved over its version.
 */
export function SaveAudience({
  team,
  value,
  generationId = null,
  existing,
  onSaved,
}: {
  team: string;
  value: TargetingPackageWrapper;
  generationId?: string | null;
  existing?: AudienceConfig;
  onSaved: (config: AudienceConfig) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(existing?.name ?? "");
  const [categories, setCategories] = useState<string[]>((existing?.categories ?? []).map(String));
  const [debounced] = useDebouncedValue(name.trim(), DEBOUNCE_MS);
  const names = useAutocompleteQuery(team, debounced);
  const options = useAudienceCategoriesQuery();
  const create = useCreateAudienceConfig();
  const update = useUpdateAudienceConfig(existing?.id ?? 0);
  const saving = existing ? update : create;
  const exclusion = (options.data ?? []).some((c) => c.key === "exclusion" && categories.includes(String(c.id)));
  const taken = (names.data ?? []).some(
    (n) => n.name.toLowerCase() === name.trim().toLowerCase() && n.id !== existing?.id,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = categories.map(Number);
    if (existing) {
      update.mutate(
        { version: existing.version, name: name.trim(), categories: ids, ...value },
        { onSuccess: onSaved },
      );
    } else {
      create.mutate(
        { team, name: name.trim(), categories: ids, generation_id: generationId, ...value },
        { onSuccess: onSaved },
      );
    }
  };

  const stale = isApiError(saving.error) && saving.error.status === 409;
  return (
    <form onSubmit={submit} aria-label={t("targeting.save.title")}>
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <Autocomplete
            label={t("targeting.save.name")}
            value={name}
            onChange={setName}
            data={(names.data ?? []).map((n) => n.name)}
            description={taken ? t("targeting.save.nameTaken") : undefined}
            required
            maxLength={200}
          />
          <MultiSelect
            label={t("targeting.save.categories")}
            value={categories}
            onChange={setCategories}
            data={(options.data ?? []).map((c) => ({ value: String(c.id), label: categoryName(c, t) }))}
            clearable
          />
        </Group>
        <Text size="sm" c={exclusion ? "orange" : "dimmed"} data-testid="audience-type-note">
          {exclusion ? t("targeting.save.exclusion") : t("targeting.save.targeting")}
        </Text>
        {saving.error && (
          <Alert color="red" role="alert" title={stale ? t("targeting.save.staleTitle") : undefined}>
            {describeFormError(saving.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving.isPending} disabled={!name.trim()}>
            {existing ? t("targeting.save.update") : t("targeting.save.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
