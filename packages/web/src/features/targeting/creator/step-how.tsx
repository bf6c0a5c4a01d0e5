import { Radio, Select, Stack } from "@mantine/core";
import type { AutopilotRequest } from "@xa/core/targeting/autopilot-request";
import { CREATE_AUDIENCE_OPTIONS, PACKAGE_ORDERS, type PackageOrder } from "@xa/core/targeting/targeting-options";
import { useTranslation } from "react-i18next";

type Props = { draft: AutopilotRequest; onChange: (draft: AutopilotRequest) => void };

/** Step 1: describe the campaign in words, or give keywords and handles; and how to rank what is found. */
export function StepHow({ draft, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t("targeting.creator.how.label")}
        value={draft.create_audience_option}
        onChange={(value) =>
          onChange({ ...draft, create_audience_option: value as AutopilotRequest["create_audience_option"] })
        }
      >
        <Stack gap="xs" mt="xs">
          {CREATE_AUDIENCE_OPTIONS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`targeting.creator.how.${option}`)}
              description={t(`targeting.creator.how.${option}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label={t("targeting.creator.order.label")}
        description={t("targeting.creator.order.hint")}
        value={draft.order}
        onChange={(value) => value && onChange({ ...draft, order: value as PackageOrder })}
        data={PACKAGE_ORDERS.map((o) => ({ value: o, label: t(`targeting.creator.order.${o}`) }))}
        allowDeselect={false}
        maw={320}
      />
    </Stack>
  );
}
