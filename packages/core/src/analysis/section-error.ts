import { z } from "zod";

/** The spec's words for an analysis part that ran out of time (the web shows its own translation). */
export const SECTION_TIMEOUT_MESSAGE = "The request took too long to process. Please try again later.";

/** Why a section the request asked for is missing from the answer: it exceeded its time budget. */
export const sectionError = z.object({ code: z.enum(["timeout"]), message: z.string() });
export type SectionError = z.infer<typeof sectionError>;

/** The timeout object a section answers when it is not done within the server's budget. */
export const sectionTimeout = (): SectionError => ({ code: "timeout", message: SECTION_TIMEOUT_MESSAGE });
