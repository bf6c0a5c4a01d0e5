import { z } from "zod";
import { optionalTextField, textField } from "../contract/fields.ts";
import { operation } from "../contract/operation.ts";
import { xAccountId } from "./premium-contract.ts";

/** X's limits on a list: a name of 25 characters, a description of 100. */
export const LIST_NAME_MAX = 25;
export const LIST_DESCRIPTION_MAX = 100;

/** One of the account's own lists, as X (or the sandbox) answers it. */
export const xList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  private: z.boolean(),
  member_count: z.number().int().nullable(),
});
export type XListEntity = z.infer<typeof xList>;

export const listMember = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  followers_count: z.number().nullable(),
  /** whether the suite's account follows this member (the store's edges, kept in step with follows made here) */
  you_follow: z.boolean(),
});
export type ListMember = z.infer<typeof listMember>;

const accountBody = { account: xAccountId };
const listParams = z.object({ id: z.string().regex(/^\d{1,25}$/, { error: "Not found." }) });
const memberParams = listParams.extend({ member: xAccountId });

export const createListBody = z.object({
  ...accountBody,
  name: textField("name", { max: LIST_NAME_MAX }),
  description: optionalTextField("description", LIST_DESCRIPTION_MAX).default(""),
  private: z.boolean().default(false),
});
export type CreateListBody = z.input<typeof createListBody>;

export const updateListBody = z
  .object({
    ...accountBody,
    name: textField("name", { max: LIST_NAME_MAX }).optional(),
    description: optionalTextField("description", LIST_DESCRIPTION_MAX).optional(),
    private: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.private !== undefined, {
    error: "Change the name, the description or whether the list is private.",
  });

export const addMemberBody = z.object({ ...accountBody, handle: textField("handle", { max: 60 }) });

const accountQuery = z.object({ account: xAccountId });
const membersQuery = accountQuery.extend({
  cursor: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional(),
});

const tags = ["premium"];
const errors = [400, 403, 404, 429, 502] as const;

/** The account's own X lists and their members, changed through X with the account's token. */
export const premiumListsContract = {
  listLists: operation({
    method: "GET",
    path: "/api/external/deepthought/lists/",
    summary: "The connected account's own lists, as X answers them",
    tags,
    query: accountQuery,
    status: 200,
    response: z.array(xList),
    errors,
  }),
  createList: operation({
    method: "POST",
    path: "/api/external/deepthought/lists/",
    summary: "Create a list on X as the connected account",
    tags,
    body: createListBody,
    status: 201,
    response: xList,
    errors,
  }),
  updateList: operation({
    method: "PATCH",
    path: "/api/external/deepthought/lists/:id/",
    summary: "Rename a list, change its description or privacy",
    tags,
    params: listParams,
    body: updateListBody,
    status: 200,
    response: xList,
    errors,
  }),
  deleteList: operation({
    method: "DELETE",
    path: "/api/external/deepthought/lists/:id/",
    summary: "Delete one of the account's lists on X",
    tags,
    params: listParams,
    query: accountQuery,
    status: 204,
    response: z.null(),
    errors,
  }),
  listMembers: operation({
    method: "GET",
    path: "/api/external/deepthought/lists/:id/members/",
    summary: "A page of a list's members; `next` asks for the next",
    tags,
    params: listParams,
    query: membersQuery,
    status: 200,
    response: z.object({ results: z.array(listMember), next: z.string().nullable() }),
    errors,
  }),
  addMember: operation({
    method: "POST",
    path: "/api/external/deepthought/lists/:id/members/",
    summary: "Add an account of the store to a list, by handle",
    tags,
    params: listParams,
    body: addMemberBody,
    status: 201,
    response: listMember,
    errors,
  }),
  removeMember: operation({
    method: "DELETE",
    path: "/api/external/deepthought/lists/:id/members/:member/",
    summary: "Remove a member from a list",
    tags,
    params: memberParams,
    query: accountQuery,
    status: 204,
    response: z.null(),
    errors,
  }),
};
