import { Alert, Badge, CloseButton, Group, Loader, Text } from "@mantine/core";
import type { AutopilotGeneration, AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../api/describe-error.ts";
import { useBuildAudience } from "../use-generation-query.ts";

/**
 * "Also searched: ev, evs": the words a generation widened its brief with, each removable; removing
 * one generates the package again without it (`onStarted` gets the new request and generation).
 */
export function AlsoSearched({
  generation,
  onStarted,
}: {
  generation: AutopilotGeneration;
  onStarted: (request: AutopilotRequest, id: string) => void;
}) {
  const { t } = useTranslation();
  const build = useBuildAudience();
  const terms = generation.result?.widened_terms ?? [];
  if (terms.length === 0) return null;
  const remove = (term: string) => {
    const request = {
      ...generation.request,
      unwidened_terms: [...new Set([...generation.request.unwidened_terms, term])],
    };
    build.mutate(request, { onSuccess: (created) => onStarted(request, created.id) });
  };
  return (
    <Group gap={6} data-testid="also-searched" aria-busy={build.isPending}>
      <Text size="sm" c="dimmed">
        {t("targeting.alsoSearched.label")}
      </Text>
      {terms.map((term) => (
        <Badge
          key={term}
          variant="light"
          tt="none"
          pr={3}
          rightSection={
            <CloseButton
              size="xs"
              disabled={build.isPending}
              aria-label={t("targeting.alsoSearched.remove", { term })}
              onClick={() => remove(term)}
            />
          }
        >
          {term}
        </Badge>
      ))}
      {build.isPending && <Loader size="xs" aria-label={t("targeting.alsoSearched.regenerating")} />}
      {build.error && (
        <Alert color="red" role="alert" p="xs">
          {describeError(build.error, t)}
        </Alert>
      )}
    </Group>
  );
}
