import type { SectionName } from "@xa/core";
import { create } from "zustand";

/** The ask-the-AI panel: which card it is about and the question typed for each card (kept when closed). */
type AskPanel = { section: SectionName | null; questions: Partial<Record<SectionName, string>> };

type AnalysisPageStore = {
  ask: AskPanel;
  openAsk: (section: SectionName) => void;
  closeAsk: () => void;
  setQuestion: (section: SectionName, question: string) => void;
};

/** Page choices that are not worth a link: the ask-the-AI panel. */
export const useAnalysisPageStore = create<AnalysisPageStore>((set) => ({
  ask: { section: null, questions: {} },
  openAsk: (section) => set((state) => ({ ask: { ...state.ask, section } })),
  closeAsk: () => set((state) => ({ ask: { ...state.ask, section: null } })),
  setQuestion: (section, question) =>
    set((state) => ({ ask: { ...state.ask, questions: { ...state.ask.questions, [section]: question } } })),
}));
