import { z } from "zod";
import { enumField, optionalTextField, textField } from "../contract/fields.ts";
import { INT4_MAX, serialIdParam } from "../contract/ids.ts";
import { operation } from "../contract/operation.ts";
import { page, pageQuery } from "../contract/paging.ts";
import { helperDocument, MATERIAL_KINDS, MATERIAL_LANGUAGES, MATERIAL_TYPES, material } from "./materials-entities.ts";

const tags = ["materials"] as const;
const idParams = z.object({ id: serialIdParam });

export const listMaterialsQuery = z.object({
  kind: enumField("kind", MATERIAL_KINDS).optional(),
  type: enumField("type", MATERIAL_TYPES).optional(),
  language: enumField("language", MATERIAL_LANGUAGES).optional(),
  ...pageQuery,
});
export type ListMaterialsQuery = z.input<typeof listMaterialsQuery>;

/** What describes a file; the file itself is the request's raw body, streamed to storage. */
export const createMaterialQuery = z.object({
  kind: enumField("kind", MATERIAL_KINDS),
  type: enumField("type", MATERIAL_TYPES),
  language: enumField("language", MATERIAL_LANGUAGES),
  title: textField("title", { max: 200 }),
  description: optionalTextField("description", 2000).default(""),
  file_name: textField("file_name", { max: 255 }),
});
export type CreateMaterialQuery = z.input<typeof createMaterialQuery>;

export const helperDocumentsQuery = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int({ error: "id must be a whole number" })
    .min(1, { error: "id must be a positive number" })
    .max(INT4_MAX, { error: "id is too large" })
    .optional(),
  name: optionalTextField("name", 200).optional(),
  ...pageQuery,
});

/** A stored file's bytes, sent with the type found in them. */
export const materialBytes = z
  .custom<AsyncIterable<Uint8Array> | Uint8Array>((v) => v !== null && typeof v === "object")
  .meta({ description: "The file: PDF, PNG, JPEG, PPTX or DOCX" });

/** Marketing materials and helper documents: staff upload them, everyone signed in lists and downloads. */
export const materialsContract = {
  listMaterials: operation({
    method: "GET",
    path: "/api/marketing-materials/",
    summary: "The library's files, newest first, filtered by kind, type and language",
    tags,
    query: listMaterialsQuery,
    status: 200,
    response: page(material),
    errors: [400, 403],
  }),
  retrieveMaterial: operation({
    method: "GET",
    path: "/api/marketing-materials/:id/",
    summary: "One file of the library",
    tags,
    params: idParams,
    status: 200,
    response: material,
    errors: [403, 404],
  }),
  createMaterial: operation({
    method: "POST",
    path: "/api/marketing-materials/",
    summary:
      "Add a file (staff): described in the query, the file as the raw body with its Content-Length, type checked by content",
    tags,
    query: createMaterialQuery,
    status: 201,
    response: material,
    errors: [400, 403],
  }),
  deleteMaterial: operation({
    method: "DELETE",
    path: "/api/marketing-materials/:id/",
    summary: "Remove a file and its downloads' record (staff)",
    tags,
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [403, 404],
  }),
  downloadMaterial: operation({
    method: "POST",
    path: "/api/marketing-materials/:id/download/",
    summary: "The file as an attachment; who downloaded it, and when, is recorded",
    tags,
    params: idParams,
    status: 200,
    response: materialBytes,
    errors: [403, 404],
  }),
  materialFile: operation({
    method: "GET",
    path: "/api/marketing-materials/:id/file/",
    summary: "The file shown inline, for a preview (not recorded as a download)",
    tags,
    params: idParams,
    status: 200,
    response: materialBytes,
    errors: [403, 404],
  }),
  listHelperDocuments: operation({
    method: "GET",
    path: "/api/helper-documents/",
    summary: "Helper documents by id or name (part of it), with the address of each file",
    tags,
    query: helperDocumentsQuery,
    status: 200,
    response: page(helperDocument),
    errors: [400, 403],
  }),
};
