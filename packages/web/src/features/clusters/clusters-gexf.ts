import type { TopicClusters } from "@xa/core/clusters/topic-clusters";
import { clusterColor, rgbOf } from "./cluster-colors.ts";

// Characters XML 1.0 cannot hold at all: left out of the file's text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const xmlText = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

const attr = (name: string, value: string | number) => `${name}="${xmlText(String(value))}"`;

/**
 * The graph as GEXF 1.3, as Gephi opens it: every term with its cluster, the cluster's name, its
 * kind and posts as attributes, and its colour, position and size; every co-occurrence with its
 * weight. Colours, positions and sizes are in the GEXF namespace, where the 1.3 schema puts them.
 */
export function clustersGexf(data: TopicClusters, description: string, today: string): string {
  const names = new Map(data.clusters.map((c) => [c.id, c.name]));
  const maxPosts = Math.max(1, ...data.nodes.map((n) => n.posts));
  const nodes = data.nodes.map((n) => {
    const { r, g, b } = rgbOf(clusterColor(n.cluster));
    const size = 4 + 16 * Math.sqrt(n.posts / maxPosts);
    return `      <node ${attr("id", n.id)} ${attr("label", n.id)}>
        <attvalues>
          <attvalue for="cluster" ${attr("value", n.cluster)}/>
          <attvalue for="cluster_name" ${attr("value", names.get(n.cluster) ?? "")}/>
          <attvalue for="kind" ${attr("value", n.kind)}/>
          <attvalue for="posts" ${attr("value", n.posts)}/>
        </attvalues>
        <color ${attr("r", r)} ${attr("g", g)} ${attr("b", b)}/>
        <position ${attr("x", n.x)} ${attr("y", n.y)} z="0"/>
        <size ${attr("value", size.toFixed(2))}/>
      </node>`;
  });
  const edges = data.edges.map(
    (e, i) =>
      `      <edge ${attr("id", i)} ${attr("source", e.source)} ${attr("target", e.target)} ${attr("weight", e.weight)}/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gexf xmlns="http://gexf.net/1.3" version="1.3">
  <meta ${attr("lastmodifieddate", today)}>
    <creator>XAudience</creator>
    <description>${xmlText(description)}</description>
  </meta>
  <graph defaultedgetype="undirected" mode="static">
    <attributes class="node">
      <attribute id="cluster" title="cluster" type="integer"/>
      <attribute id="cluster_name" title="cluster name" type="string"/>
      <attribute id="kind" title="kind" type="string"/>
      <attribute id="posts" title="posts" type="integer"/>
    </attributes>
    <nodes ${attr("count", data.nodes.length)}>
${nodes.join("\n")}
    </nodes>
    <edges ${attr("count", data.edges.length)}>
${edges.join("\n")}
    </edges>
  </graph>
</gexf>
`;
}
