import codes from "i18n-iso-countries/codes.json";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import atlas from "world-atlas/countries-110m.json";
import { alpha2ByNumeric, unwrapRing, worldFeatures } from "./world-geo.ts";

describe("worldFeatures", () => {
  const map = alpha2ByNumeric(codes);
  const world = worldFeatures(atlas as unknown as Topology, map);
  const names = world.features.map((f) => f.properties.name);

  it("maps ISO numeric codes to alpha-2", () => {
    expect(map.get("392")).toBe("JP");
    expect(map.get("840")).toBe("US");
    expect(map.get("076")).toBe("BR");
  });

  it("names the atlas countries by alpha-2 code and leaves Antarctica out", () => {
    expect(names).toEqual(expect.arrayContaining(["JP", "US", "BR", "FR", "IN", "AU"]));
    expect(names).not.toContain("AQ");
    expect(world.features.length).toBeGreaterThan(170);
    expect(world.features.find((f) => f.properties.name === "JP")?.geometry.type).toBe("MultiPolygon");
  });

  it("keeps territories without a code under their atlas name", () => {
    expect(names).toContain("Kosovo");
  });
});

describe("unwrapRing", () => {
  it("continues a ring past 180° instead of jumping back to -180°", () => {
    expect(
      unwrapRing([
        [170, 60],
        [180, 65],
        [-180, 65],
        [-170, 60],
        [170, 60],
      ]),
    ).toEqual([
      [170, 60],
      [180, 65],
      [180, 65],
      [190, 60],
      [170, 60],
    ]);
  });

  it("shifts a ring that lies mostly beyond 180° back into range", () => {
    const ring = unwrapRing([
      [179, -16],
      [-179, -16],
      [-178, -17],
      [-179, -17],
    ]);
    expect(ring.map(([lon]) => lon)).toEqual([-181, -179, -178, -179]);
  });

  it("leaves rings away from the antimeridian alone", () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });

  it("leaves no country with a jump across the map", () => {
    const atlasWorld = worldFeatures(atlas as unknown as Topology, alpha2ByNumeric(codes));
    for (const f of atlasWorld.features) {
      const polygons =
        f.geometry.type === "Polygon"
          ? [f.geometry.coordinates]
          : f.geometry.type === "MultiPolygon"
            ? f.geometry.coordinates
            : [];
      for (const ring of polygons.flat()) {
        for (let i = 1; i < ring.length; i++) {
          expect(Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)), f.properties.name).toBeLessThan(180);
        }
      }
    }
  });
});
