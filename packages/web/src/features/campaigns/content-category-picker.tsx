import { Badge, CloseButton, Group, NativeSelect, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

export const MAX_CONTENT_CATEGORIES = 10;

/**
 * Content categories chosen one at a time from a native list, each shown with its remove button
 * (a native select keeps the analysis page's first load free of the multi-select's chunks).
 */
export function ContentCategoryPicker({
  value,
  onChange,
  options,
  disabled,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  options: { id: string; label: string }[];
  disabled: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const labelOf = new Map(options.map((o) => [o.id, o.label]));
  const full = value.length >= MAX_CONTENT_CATEGORIES;
  return (
    <Stack gap={4}>
      <NativeSelect
        label={t("campaigns.creatives.contentCategories")}
        description={t("campaigns.creatives.contentCategoriesHint", { count: MAX_CONTENT_CATEGORIES })}
        value=""
        disabled={disabled || full}
        error={error}
        onChange={(e) => {
          const id = e.currentTarget.value;
          if (id && !value.includes(id)) onChange([...value, id]);
        }}
        data={[
          { value: "", label: t("campaigns.creatives.addContentCategory") },
          ...options.filter((o) => !value.includes(o.id)).map((o) => ({ value: o.id, label: o.label })),
        ]}
      />
      {value.length > 0 && (
        <Group gap={6} role="list" aria-label={t("campaigns.creatives.contentCategories")}>
          {value.map((id) => {
            const label = labelOf.get(id) ?? id;
            return (
              <Badge
                key={id}
                role="listitem"
                variant="light"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t("campaigns.creatives.removeCategory", { name: label })}
                    onClick={() => onChange(value.filter((v) => v !== id))}
                  />
                }
              >
                {label}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
