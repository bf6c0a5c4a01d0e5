import { z } from "zod";
import { operation } from "../contract/operation.ts";

/** One icon of the app: its name, what it stands for, and its SVG. */
export const iconEntry = z.object({ name: z.string(), description: z.string(), svg: z.string() });
export type IconEntry = z.infer<typeof iconEntry>;

/** The icon set: how its line icons are drawn, and the names of the icons the app uses. */
export const iconography = z.object({
  style: z.object({
    grid: z.number().int(),
    stroke_width: z.number(),
    line_cap: z.string(),
    line_join: z.string(),
    color: z.string(),
  }),
  count: z.number().int(),
  names: z.array(z.string()),
});
export type Iconography = z.infer<typeof iconography>;

export const iconsQuery = z.object({
  /** one icon, by name; all of them without it */
  name: z.string().max(64, { error: "Name must be at most 64 characters" }).optional(),
});

const tags = ["icons"];

/** The app's own icon set, public and cacheable: the web draws these same shapes inline. */
export const iconsContract = {
  iconography: operation({
    method: "GET",
    path: "/api/iconography/",
    summary: "How the app's icons are drawn, and their names (public, cacheable)",
    tags,
    status: 200,
    response: iconography,
    errors: [],
  }),
  listIcons: operation({
    method: "GET",
    path: "/api/icons/",
    summary: "The icons the app uses, each with its SVG; `name` picks one (public, cacheable)",
    tags,
    query: iconsQuery,
    status: 200,
    response: z.object({ count: z.number().int(), results: z.array(iconEntry) }),
    errors: [400, 404],
  }),
};
