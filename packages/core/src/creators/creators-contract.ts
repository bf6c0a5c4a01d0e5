import { z } from "zod";
import { operation } from "../contract/operation.ts";
import { pageQuery } from "../contract/paging.ts";
import { teamHeaders } from "../contract/team-header.ts";
import { creatorsRequest, creatorsResult } from "./creators.ts";

/** Creators: the accounts who post on a topic, ranked for a target audience. */
export const creatorsContract = {
  findCreators: operation({
    method: "POST",
    path: "/api/external/creators/",
    summary:
      "Accounts who post on a keyword query, ranked by relevance, engagement rate, audience fit, growth or posting frequency, with signals of inauthentic audiences; paged by limit and offset",
    tags: ["creators"],
    headers: teamHeaders,
    query: z.object(pageQuery),
    body: creatorsRequest,
    status: 200,
    response: creatorsResult,
    errors: [400, 403, 404],
  }),
};
