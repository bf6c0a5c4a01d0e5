import { describe, expect, it } from "vitest";
import { clustersSheets } from "./clusters-sheets.ts";
import { CLUSTERS_FIXTURE } from "./test/clusters-fixture.ts";

describe("the topic-cluster workbook", () => {
  it("holds the clusters, every term with its cluster, and every link", () => {
    const [clusters, terms, links] = clustersSheets(CLUSTERS_FIXTURE, (key) => key);
    expect(clusters?.rows[0]).toEqual([
      1,
      "#2a · #secondamendment · rights & <freedom>",
      "#2a, #secondamendment, rights & <freedom>",
      3,
      22,
      12,
      4,
      6,
      12,
      -0.211,
    ]);
    expect(terms?.rows).toHaveLength(CLUSTERS_FIXTURE.nodes.length);
    expect(terms?.rows.find((r) => r[0] === "脱原発")).toEqual([
      "脱原発",
      "kind.keyword",
      2,
      2,
      CLUSTERS_FIXTURE.clusters[1]?.name,
    ]);
    expect(links?.rows).toContainEqual(["#guncontrolnow", "#endgunviolence", 10]);
    // Sheet and column names in the reader's language.
    expect([clusters?.name, clusters?.columns[0], links?.columns[2]]).toEqual([
      "sheets.clusters",
      "columns.cluster",
      "columns.together",
    ]);
  });
});
