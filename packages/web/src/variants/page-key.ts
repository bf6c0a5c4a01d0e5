import type en from "../i18n/en.json";

/** A page of a variant's route table, named as its title in the main texts (`pages.*`). */
export type PageKey = keyof typeof en.pages;
