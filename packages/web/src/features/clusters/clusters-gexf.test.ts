import fs from "node:fs";
import path from "node:path";
import Graph from "graphology";
import { parse } from "graphology-gexf";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { clusterColor, rgbOf } from "./cluster-colors.ts";
import { clustersGexf } from "./clusters-gexf.ts";
import { CLUSTERS_FIXTURE } from "./test/clusters-fixture.ts";

const SCHEMA = path.join(import.meta.dirname, "test", "gexf-1.3");
const schemaFile = (fileName: string) => ({ fileName, contents: fs.readFileSync(path.join(SCHEMA, fileName), "utf8") });

/** xmllint's verdict on a document against the GEXF 1.3 schema. */
const validate = (xml: string) =>
  validateXML({
    xml: [{ fileName: "clusters.gexf", contents: xml }],
    schema: [schemaFile("gexf.xsd")],
    preload: [schemaFile("dynamics.xsd"), schemaFile("viz.xsd")],
  });

describe("the topic-cluster GEXF export", () => {
  const gexf = clustersGexf(CLUSTERS_FIXTURE, "guns OR #gundebate: how it was found", "2026-03-31");

  it("is valid GEXF 1.3 by the schema, which refuses a broken file", async () => {
    const result = await validate(gexf);
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
    // The check can fail: a colour channel past 255 and an unknown attribute type are refused.
    const broken = gexf.replace('type="integer"', 'type="number"').replace(/<color r="\d+"/, '<color r="300"');
    const refused = await validate(broken);
    expect(refused.valid).toBe(false);
    expect(refused.errors.length).toBeGreaterThanOrEqual(2);
  });

  it("reads back as the same graph, with clusters, colours, positions and weights", () => {
    const graph = parse(Graph, gexf);
    expect(graph.order).toBe(CLUSTERS_FIXTURE.nodes.length);
    expect(graph.size).toBe(CLUSTERS_FIXTURE.edges.length);
    expect(graph.type).toBe("undirected");
    const freedom = graph.getNodeAttributes("rights & <freedom>");
    expect(freedom).toMatchObject({ label: "rights & <freedom>", cluster: 0, kind: "keyword", posts: 6, x: 9, y: -6 });
    expect(freedom.cluster_name).toBe("#2a · #secondamendment · rights & <freedom>");
    const { r, g, b } = rgbOf(clusterColor(1));
    expect(graph.getNodeAttribute("脱原発", "color")).toBe(`rgb(${r},${g},${b})`);
    // A control character XML cannot hold is left out of the id, not the whole file.
    expect(graph.hasNode('"enough"')).toBe(true);
    expect(graph.getEdgeAttribute("#guncontrolnow", "#endgunviolence", "weight")).toBe(10);
    expect(graph.getAttribute("description")).toMatch(/how it was found/);
  });
});
