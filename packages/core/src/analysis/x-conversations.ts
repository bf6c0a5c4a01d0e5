import { z } from "zod";
import { analyzeQueryRequest } from "./analyze-query.ts";
import { postSummary, sectionBase } from "./sections.ts";

/** Conversations of a keyword query: the analysis request's query, dates, country and community. */
export const xConversationsRequest = analyzeQueryRequest
  .pick({ query: true, start_date: true, end_date: true, country: true, community: true, unwidened: true })
  .extend({ limit: z.number().int().min(1).max(100).default(20) });
export type XConversationsRequest = z.input<typeof xConversationsRequest>;

/** One reply thread: its root post (null when the store lacks it), how many replied and who took part. */
export const xConversation = z.object({
  conversation_id: z.string(),
  root: postSummary.nullable(),
  replies: z.number().int(),
  participants: z.number().int(),
  last_post_at: z.string().nullable(),
});
export type XConversation = z.infer<typeof xConversation>;

/** The query's conversations in the store, the largest (most replies) first. */
export const xConversationsResponse = z.object({
  base: sectionBase,
  conversations: z.array(xConversation),
});
export type XConversationsResponse = z.infer<typeof xConversationsResponse>;
