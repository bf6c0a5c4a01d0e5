import type { Language } from "@xa/core";
import { APP_ICON_NAMES, APP_ICONS, type AppIconName, ICON_STYLE, iconSvg } from "@xa/core/icons/icon-set";
import { iconsContract } from "@xa/core/icons/icons-contract";
import { platformText } from "@xa/core/platform/platform-texts";
import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { route } from "../http/route.ts";

// The set changes only with a release: anyone may keep it a day.
const CACHE = "public, max-age=86400";

const entry = (name: AppIconName) => ({
  name,
  description: APP_ICONS[name].description,
  svg: iconSvg(APP_ICONS[name]),
});
const isIconName = (name: string): name is AppIconName => Object.hasOwn(APP_ICONS, name);

/** The app's icon set, for anyone: its style and names, and each icon's SVG. */
export function registerIconRoutes(app: FastifyInstance, _deps: Deps): void {
  const c = iconsContract;

  route(app, c.iconography, async (_input, _request, reply) => {
    reply.header("cache-control", CACHE);
    return {
      style: {
        grid: ICON_STYLE.grid,
        stroke_width: ICON_STYLE.strokeWidth,
        line_cap: ICON_STYLE.lineCap,
        line_join: ICON_STYLE.lineJoin,
        color: "currentColor",
      },
      count: APP_ICON_NAMES.length,
      names: APP_ICON_NAMES,
    };
  });

  route(app, c.listIcons, async ({ query }, _request, reply) => {
    const names = query.name === undefined ? APP_ICON_NAMES : [query.name];
    const unknown = names.find((name) => !isIconName(name));
    if (unknown !== undefined)
      throw notFound((language: Language) => platformText(language, "unknownIcon", { name: unknown }));
    reply.header("cache-control", CACHE);
    const results = names.filter(isIconName).map(entry);
    return { count: results.length, results };
  });
}
