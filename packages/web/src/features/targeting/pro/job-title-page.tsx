import { Button, Checkbox, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { JOB_GROUPS, type JobGroup } from "@xa/core/social/job-groups";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../components/notifications-store.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { CreatorPanel } from "../creator/creator-panel.tsx";
import type { ProPageParts } from "../targeting-parts.ts";

/** Pro `/job-title`: pick job-title groups; their holders in the store are the audience the autopilot packages. */
export function JobTitlePage({ parts }: { parts: ProPageParts }) {
  const { TeamGate } = parts;
  const { t } = useTranslation();
  usePageTitle(t("pages.jobTitle"));
  const navigate = useNavigate();
  const [groups, setGroups] = useState<JobGroup[]>([]);
  const [started, setStarted] = useState(false);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("pages.jobTitle")}</Title>
        <Text c="dimmed">{t("targeting.jobTitle.intro")}</Text>
      </div>
      {!started ? (
        <Stack gap="md">
          <Checkbox.Group
            label={t("targeting.jobTitle.groups")}
            value={groups}
            onChange={(next) => setGroups(JOB_GROUPS.filter((g) => next.includes(g)))}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
              {JOB_GROUPS.map((g) => (
                <Checkbox key={g} value={g} label={t(`targeting.jobGroups.${g}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <div>
            <Button disabled={groups.length === 0} onClick={() => setStarted(true)}>
              {t("targeting.jobTitle.continue", { count: groups.length })}
            </Button>
          </div>
        </Stack>
      ) : (
        <TeamGate>
          {(team) => (
            <CreatorPanel
              team={team}
              preset={{ create_audience_option: "keywords", job_titles: groups }}
              feedbackPath="/request-audience"
              onSaved={(config) => {
                notify(t("targeting.save.saved", { name: config.name }), "success");
                void navigate(`/targeting-lists/${config.id}`);
              }}
            />
          )}
        </TeamGate>
      )}
    </Stack>
  );
}
