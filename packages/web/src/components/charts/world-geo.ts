import type { FeatureCollection, Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** i18n-iso-countries' codes table: [alpha-2, alpha-3, numeric, subdivision] per country. */
export type CountryCodeRow = readonly string[];
export type CountryProperties = { name: string };

/** ISO 3166 numeric codes ("392") to alpha-2 ("JP"). */
export function alpha2ByNumeric(rows: readonly CountryCodeRow[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const [alpha2, , numeric] of rows) if (alpha2 && numeric) map.set(numeric, alpha2);
  return map;
}

/**
 * A ring that crosses the antimeridian (Russia, Fiji) jumps from 180° to -180°; drawn flat, that jump is a band
 * across the whole map. Unwrapped, the ring continues past 180° instead, and is shifted back if it lies mostly there.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  let offset = 0;
  let previous: number | undefined;
  const out = ring.map(([lon = 0, lat = 0]) => {
    if (previous !== undefined) {
      if (lon + offset - previous > 180) offset -= 360;
      else if (previous - (lon + offset) > 180) offset += 360;
    }
    previous = lon + offset;
    return [lon + offset, lat];
  });
  const mean = out.reduce((sum, [lon = 0]) => sum + lon, 0) / Math.max(1, out.length);
  const shift = mean > 180 ? -360 : mean < -180 ? 360 : 0;
  return shift === 0 ? out : out.map(([lon = 0, lat = 0]) => [lon + shift, lat]);
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === "Polygon") return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === "MultiPolygon") {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

// Antarctica takes much of the map's height and holds no audience.
const LEFT_OUT = new Set(["010"]);

/**
 * world-atlas countries as GeoJSON whose region names are ISO alpha-2 codes, the keys section data uses.
 * Territories without an ISO code (Kosovo, N. Cyprus, Somaliland) keep their atlas name, so they still draw.
 */
export function worldFeatures(
  topology: Topology,
  codes: Map<string, string>,
): FeatureCollection<Geometry, CountryProperties> {
  const countries = topology.objects.countries as GeometryCollection<{ name?: string }>;
  const collection = feature(topology, countries);
  return {
    type: "FeatureCollection",
    features: collection.features
      .filter((f) => !LEFT_OUT.has(String(f.id)))
      .map((f) => ({
        type: "Feature",
        id: f.id,
        geometry: unwrapGeometry(f.geometry),
        properties: { name: codes.get(String(f.id)) ?? f.properties?.name ?? String(f.id) },
      })),
  };
}

/** Loads the atlas and the codes on demand, only when a map is drawn: they are large. */
export async function loadWorldFeatures(): Promise<FeatureCollection<Geometry, CountryProperties>> {
  const [atlas, codes] = await Promise.all([
    import("world-atlas/countries-110m.json"),
    import("i18n-iso-countries/codes.json"),
  ]);
  return worldFeatures(atlas.default as unknown as Topology, alpha2ByNumeric(codes.default));
}
