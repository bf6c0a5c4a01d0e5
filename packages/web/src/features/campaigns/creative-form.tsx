import { Grid, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  CALL_TO_ACTIONS,
  type CallToAction,
  CREATIVE_LANGUAGES,
  type Creative,
  type CreativeMedia,
} from "@xa/core/campaigns/creative-entities";
import type { AdMedia } from "@xa/core/campaigns/media-entities";
import { POST_MAX_LENGTH, postLength } from "@xa/core/campaigns/post-text";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { notify } from "../../components/notifications-store.ts";
import { useCurrentTeam } from "../../session/current-team.tsx";
import { ContentCategoryPicker } from "./content-category-picker.tsx";
import { FormFooter } from "./form-footer.tsx";
import { MediaPicker } from "./media-picker.tsx";
import { PostPreview } from "./post-preview.tsx";
import { useAdvertiserCategoriesQuery, useContentCategoriesQuery, useSaveCreative } from "./use-creatives.ts";

const FIELDS = [
  "name",
  "text",
  "language",
  "media",
  "card_title",
  "card_url",
  "call_to_action",
  "advertiser_category",
  "content_categories",
] as const;
type Language = (typeof CREATIVE_LANGUAGES)[number];

const asCreativeMedia = (f: AdMedia): CreativeMedia => ({
  id: f.id,
  name: f.name,
  kind: f.kind,
  mime: f.mime,
  width: f.width,
  height: f.height,
  url: f.url,
  thumbnail_url: f.thumbnail_url,
});

/** New or edited creative, with the post drawn as X would show it while it is written. */
export function CreativeForm({ creative, onClose }: { creative: Creative | null; onClose: () => void }) {
  const { t } = useTranslation();
  const team = useCurrentTeam();
  const save = useSaveCreative(creative?.id ?? null);
  const advertiser = useAdvertiserCategoriesQuery();
  const content = useContentCategoriesQuery();
  const form = useFormErrors(FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState(creative?.name ?? "");
  const [text, setText] = useState(creative?.text ?? "");
  const [language, setLanguage] = useState<Language>(creative?.language ?? "en");
  const [media, setMedia] = useState<CreativeMedia[]>(creative?.media ?? []);
  const [cardTitle, setCardTitle] = useState(creative?.card?.title ?? "");
  const [cardUrl, setCardUrl] = useState(creative?.card?.url ?? "");
  const [cta, setCta] = useState<CallToAction | "">(creative?.call_to_action ?? "");
  const [category, setCategory] = useState(creative?.advertiser_category?.id ?? "");
  const [topics, setTopics] = useState<string[]>(creative?.content_categories.map((c) => c.id) ?? []);
  const length = postLength(text);
  const title = creative ? t("campaigns.creatives.editTitle") : t("campaigns.creatives.formTitle");
  const card = cardTitle.trim() && cardUrl.trim() ? { title: cardTitle.trim(), url: cardUrl.trim() } : null;

  const pick = (ids: number[], files: AdMedia[]) => {
    const known = new Map([
      ...media.map((m) => [m.id, m] as const),
      ...files.map((f) => [f.id, asCreativeMedia(f)] as const),
    ]);
    setMedia(ids.flatMap((id) => known.get(id) ?? []));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    form.clear();
    const body = {
      team: team.slug,
      name,
      text,
      language,
      media: media.map((m) => m.id),
      card_title: cardTitle.trim() || null,
      card_url: cardUrl.trim() || null,
      call_to_action: cta || null,
      advertiser_category: category || null,
      content_categories: topics,
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        notify(t("campaigns.creatives.saved", { name: saved.name }), "success");
        onClose();
      },
      onError: (error) => setProblem(form.fromServer(error) ?? null),
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} size="80rem">
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form onSubmit={submit} aria-label={title} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t("campaigns.creatives.name")}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={form.errorOf("name")}
                maxLength={255}
                data-autofocus
              />
              <Textarea
                label={t("campaigns.creatives.text")}
                description={t("campaigns.creatives.textHint")}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={form.errorOf("text")}
                autosize
                minRows={3}
              />
              <Text size="xs" c={length > POST_MAX_LENGTH ? "red" : "dimmed"} aria-live="polite">
                {t("campaigns.creatives.length", { length, max: POST_MAX_LENGTH })}
              </Text>
              <NativeSelect
                label={t("campaigns.creatives.language")}
                value={language}
                onChange={(e) => setLanguage(e.currentTarget.value as Language)}
                data={CREATIVE_LANGUAGES.map((l) => ({ value: l, label: t(`campaigns.creatives.languages.${l}`) }))}
              />
              <MediaPicker
                team={team.slug}
                value={media.map((m) => m.id)}
                onChange={pick}
                error={form.errorOf("media")}
              />
              <Group grow align="flex-start">
                <TextInput
                  label={t("campaigns.creatives.cardTitle")}
                  value={cardTitle}
                  onChange={(e) => setCardTitle(e.currentTarget.value)}
                  error={form.errorOf("card_title")}
                  maxLength={70}
                />
                <TextInput
                  label={t("campaigns.creatives.cardUrl")}
                  value={cardUrl}
                  onChange={(e) => setCardUrl(e.currentTarget.value)}
                  error={form.errorOf("card_url")}
                  placeholder="https://"
                  type="url"
                />
              </Group>
              <NativeSelect
                label={t("campaigns.creatives.cta")}
                description={t("campaigns.creatives.ctaHint")}
                value={cta}
                onChange={(e) => setCta(e.currentTarget.value as CallToAction | "")}
                data={[
                  { value: "", label: t("campaigns.creatives.none") },
                  ...CALL_TO_ACTIONS.map((c) => ({ value: c, label: t(`campaigns.creatives.ctas.${c}`) })),
                ]}
              />
              <NativeSelect
                label={t("campaigns.creatives.advertiserCategory")}
                value={category}
                onChange={(e) => setCategory(e.currentTarget.value)}
                disabled={advertiser.isPending}
                error={
                  advertiser.isError ? t("campaigns.creatives.categoriesFailed") : form.errorOf("advertiser_category")
                }
                data={[
                  { value: "", label: t("campaigns.creatives.none") },
                  ...(advertiser.data?.advertiser_categories ?? []).map((c) => ({ value: c.id, label: c.label })),
                ]}
              />
              <ContentCategoryPicker
                value={topics}
                onChange={setTopics}
                options={content.data?.content_categories ?? []}
                disabled={content.isPending}
                error={content.isError ? t("campaigns.creatives.categoriesFailed") : form.errorOf("content_categories")}
              />
              <FormFooter
                problem={problem}
                onCancel={onClose}
                submitLabel={creative ? t("campaigns.creatives.saveChanges") : t("campaigns.creatives.submit")}
                submitting={save.isPending}
              />
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" pos="sticky" top={0}>
            <Text size="sm" fw={500}>
              {t("campaigns.creatives.preview")}
            </Text>
            <PostPreview team={team.name} post={{ text, language, media, card, call_to_action: cta || null }} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
