import "i18next";
import type ads from "./ads/en.json";
import type assistant from "./assistant/en.json";
import type auth from "./auth/en.json";
import type en from "./en.json";
import type outbox from "./outbox/en.json";
import type social from "./social/en.json";
import type targeting from "./targeting/en.json";
import type teams from "./teams/en.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof en &
        typeof targeting &
        typeof social &
        typeof ads &
        typeof assistant &
        typeof auth &
        typeof outbox &
        typeof teams;
    };
  }
}
