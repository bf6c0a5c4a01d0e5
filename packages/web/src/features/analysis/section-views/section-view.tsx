import { Stack, Text } from "@mantine/core";
import type { AccountSummary, SectionName, SectionResult } from "@xa/core";
import { useTranslation } from "react-i18next";
import { AccountsView } from "./accounts-view.tsx";
import { CountView } from "./count-view.tsx";
import { DistributionView, UnknownShare } from "./distribution-view.tsx";
import { PostsView } from "./posts-view.tsx";
import { ProfileView } from "./profile-view.tsx";
import { SectionCaptions } from "./section-captions.tsx";
import { isSectionEmpty } from "./section-state.ts";
import { SentimentView } from "./sentiment-view.tsx";
import { SeriesView } from "./series-view.tsx";
import { ShareOfVoiceView } from "./share-of-voice-view.tsx";
import { TermsView } from "./terms-view.tsx";

export type SectionViewProps = {
  name: SectionName;
  result: SectionResult;
  /** accounts sections: the rows the user ticked */
  onSelectAccounts?: (accounts: AccountSummary[]) => void;
};

function SectionBody({ name, result, onSelectAccounts }: SectionViewProps) {
  switch (result.kind) {
    case "profile":
      return <ProfileView result={result} />;
    case "count":
      return <CountView result={result} />;
    case "distribution":
      return <DistributionView name={name} result={result} />;
    case "terms":
      return <TermsView name={name} result={result} />;
    case "accounts":
      return <AccountsView name={name} result={result} onSelectionChange={onSelectAccounts} />;
    case "posts":
      return <PostsView result={result} />;
    case "series":
      return <SeriesView name={name} result={result} />;
    case "sentiment":
      return <SentimentView result={result} />;
    case "share_of_voice":
      return <ShareOfVoiceView result={result} />;
  }
}

/**
 * Draws any analysis section by its kind, with what it was computed over (base), how (method) and any caveat
 * (note). The card around it (title, expand, downloads) belongs to the analysis page.
 */
export function SectionView(props: SectionViewProps) {
  const { t } = useTranslation();
  const { result } = props;
  const empty = isSectionEmpty(result);
  return (
    <Stack gap="sm" data-section={props.name} data-kind={result.kind}>
      {empty ? (
        <>
          <Text c="dimmed" ta="center" py="md">
            {t("table.noResults")}
          </Text>
          {result.kind === "distribution" && <UnknownShare result={result} />}
        </>
      ) : (
        <SectionBody {...props} />
      )}
      <SectionCaptions result={result} />
    </Stack>
  );
}
