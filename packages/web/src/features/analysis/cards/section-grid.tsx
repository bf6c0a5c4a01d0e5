import { SimpleGrid } from "@mantine/core";
import type { SectionName } from "@xa/core";
import type { AnalysisParts } from "../analysis-parts.ts";
import type { SectionQuery } from "../use-analysis-sections-query.ts";
import { SectionCard } from "./section-card.tsx";

type Props = {
  sections: SectionQuery[];
  expanded: SectionName | null;
  onToggleExpand: (section: SectionName) => void;
  label: string;
  nodeRef: (section: SectionName, node: HTMLElement | null) => void;
  downloadCardImage: AnalysisParts["downloadCardImage"];
};

/** The cards in two columns; an expanded card spans both. Cards keep their own height (a short card is not stretched to a long neighbour). */
export function SectionGrid({ sections, expanded, onToggleExpand, label, nodeRef, downloadCardImage }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: "start" }} data-testid="section-grid">
      {sections.map((state) => (
        <SectionCard
          key={state.section}
          state={state}
          expanded={expanded === state.section}
          onToggleExpand={() => onToggleExpand(state.section)}
          label={label}
          nodeRef={nodeRef}
          downloadCardImage={downloadCardImage}
        />
      ))}
    </SimpleGrid>
  );
}
