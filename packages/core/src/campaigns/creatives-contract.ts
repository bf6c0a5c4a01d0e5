import { z } from "zod";
import { serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import {
  createCreativeBody,
  creative,
  creativePage,
  listCreativesQuery,
  replaceCreativeBody,
  updateCreativeBody,
} from "./creative-entities.ts";

const tags = ["campaigns"] as const;
const idParams = z.object({ id: serialIdParam });

/** A team's creatives: the posts its ads show. */
export const creativesContract = {
  listCreatives: operation({
    method: "GET",
    path: "/api/ad-creatives/",
    summary: "The team's creatives, a page at a time",
    tags,
    query: listCreativesQuery,
    status: 200,
    response: creativePage,
    errors: [400, 403, 404],
  }),
  createCreative: operation({
    method: "POST",
    path: "/api/ad-creatives/",
    summary: "Create a creative from the team's media library",
    tags,
    body: createCreativeBody,
    status: 201,
    response: creative,
    errors: [400, 403, 404],
  }),
  getCreative: operation({
    method: "GET",
    path: "/api/ad-creatives/:id/",
    summary: "One creative of the caller's teams",
    tags,
    params: idParams,
    status: 200,
    response: creative,
    errors: [403, 404],
  }),
  replaceCreative: operation({
    method: "PUT",
    path: "/api/ad-creatives/:id/",
    summary: "Replace a creative: every field as sent",
    tags,
    params: idParams,
    body: replaceCreativeBody,
    status: 200,
    response: creative,
    errors: [400, 403, 404],
  }),
  updateCreative: operation({
    method: "PATCH",
    path: "/api/ad-creatives/:id/",
    summary: "Change a creative: what is sent changes, checked with the rest as saved",
    tags,
    params: idParams,
    body: updateCreativeBody,
    status: 200,
    response: creative,
    errors: [400, 403, 404],
  }),
  deleteCreative: operation({
    method: "DELETE",
    path: "/api/ad-creatives/:id/",
    summary: "Delete a creative no ad uses (409 naming the ad's campaign and ad set otherwise)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404, 409],
  }),
};
