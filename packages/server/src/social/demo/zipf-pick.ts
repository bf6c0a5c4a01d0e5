import { type Prng, WeightedPicker } from "./prng.ts";

// One picker per list length and exponent: weight 1/rank^exponent.
const zipfPickers = new Map<string, WeightedPicker>();

/** An item of the list, the first ones most often (exponent 1 is Zipf's law; 0 is uniform). */
export function zipfPick<T>(rng: Prng, items: readonly T[], exponent = 0.9): T {
  const key = `${items.length}:${exponent}`;
  let picker = zipfPickers.get(key);
  if (!picker) {
    picker = new WeightedPicker(Array.from({ length: items.length }, (_, r) => 1 / (r + 1) ** exponent));
    zipfPickers.set(key, picker);
  }
  return items[picker.pick(rng)] as T;
}
