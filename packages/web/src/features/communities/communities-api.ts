import { communitiesContract } from "@xa/core/communities/communities-contract";
import type { z } from "zod";
import { call } from "../../api/call.ts";

const op = communitiesContract;
export type ListCommunitiesQuery = z.input<typeof op.listCommunities.query>;

export const listCommunities = (query: ListCommunitiesQuery) => call(op.listCommunities, { query });
export const getCommunity = (id: string) => call(op.getCommunity, { query: { id } });
