import { Alert, Box, useComputedColorScheme } from "@mantine/core";
import type { TopicClusters } from "@xa/core/clusters/topic-clusters";
import Graph from "graphology";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import Sigma from "sigma";
import { clusterColor } from "./cluster-colors.ts";

type Props = {
  data: TopicClusters;
  /** the cluster chosen in the list or by a click, drawn highlighted */
  selected: number | null;
  onSelect: (cluster: number | null) => void;
};

const FADED = { light: "#d5d8dc", dark: "#3a3d42" };

/** The term graph of the payload, as sigma draws it: nodes at the server's positions, sized by posts. */
function toGraph(data: TopicClusters): Graph {
  const graph = new Graph({ type: "undirected" });
  const maxPosts = Math.max(1, ...data.nodes.map((n) => n.posts));
  const maxWeight = Math.max(1, ...data.edges.map((e) => e.weight));
  for (const n of data.nodes) {
    graph.addNode(n.id, {
      x: n.x,
      y: n.y,
      size: 3 + 12 * Math.sqrt(n.posts / maxPosts),
      color: clusterColor(n.cluster),
      label: n.id,
      cluster: n.cluster,
    });
  }
  for (const e of data.edges) {
    if (!graph.hasNode(e.source) || !graph.hasNode(e.target)) continue;
    graph.addEdge(e.source, e.target, { size: 0.5 + 2.5 * (e.weight / maxWeight), weight: e.weight });
  }
  return graph;
}

/**
 * The graph drawn with sigma (WebGL): hovering a term highlights its cluster, a click selects it (a click
 * on the background clears it). The clusters' list beside it is the keyboard's way to the same selection.
 */
export function ClusterGraph({ data, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme("light");
  const container = useRef<HTMLDivElement>(null);
  const renderer = useRef<Sigma | null>(null);
  const focus = useRef<{ hovered: number | null; selected: number | null }>({ hovered: null, selected });
  const select = useRef(onSelect);
  select.current = onSelect;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const graph = toGraph(data);
    const faded = FADED[scheme];
    const current = () => focus.current.hovered ?? focus.current.selected;
    let sigma: Sigma;
    try {
      sigma = new Sigma(graph, element, {
        labelColor: { color: scheme === "dark" ? "#e9ecef" : "#212529" },
        labelRenderedSizeThreshold: 8,
        defaultEdgeColor: scheme === "dark" ? "#5c5f66" : "#ced4da",
        nodeReducer: (_, attrs) => {
          const c = current();
          if (c === null || attrs.cluster === c) return { ...attrs, zIndex: 1, forceLabel: c !== null };
          return { ...attrs, color: faded, label: null, zIndex: 0 };
        },
        edgeReducer: (edge, attrs) => {
          const c = current();
          if (c === null) return attrs;
          const [source, target] = graph.extremities(edge);
          const inside =
            graph.getNodeAttribute(source, "cluster") === c && graph.getNodeAttribute(target, "cluster") === c;
          return inside ? { ...attrs, color: clusterColor(c) } : { ...attrs, hidden: true };
        },
        zIndex: true,
      });
    } catch {
      // No WebGL (an old browser, a locked-down machine): the list still shows every cluster.
      setFailed(true);
      return;
    }
    renderer.current = sigma;
    sigma.on("enterNode", ({ node }) => {
      focus.current.hovered = graph.getNodeAttribute(node, "cluster") as number;
      sigma.refresh({ skipIndexation: true });
    });
    sigma.on("leaveNode", () => {
      focus.current.hovered = null;
      sigma.refresh({ skipIndexation: true });
    });
    sigma.on("clickNode", ({ node }) => select.current(graph.getNodeAttribute(node, "cluster") as number));
    sigma.on("clickStage", () => select.current(null));
    return () => {
      sigma.kill();
      renderer.current = null;
    };
  }, [data, scheme]);

  useEffect(() => {
    focus.current.selected = selected;
    renderer.current?.refresh({ skipIndexation: true });
  }, [selected]);

  if (failed) {
    return (
      <Alert color="yellow" title={t("clusters.graph.noWebglTitle")}>
        {t("clusters.graph.noWebglBody")}
      </Alert>
    );
  }
  return (
    <Box
      ref={container}
      role="img"
      aria-label={t(data.graph === "accounts" ? "clusters.graph.labelAccounts" : "clusters.graph.label", {
        terms: data.nodes.length,
        clusters: data.clusters.length,
      })}
      h={520}
      style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: "var(--mantine-radius-md)" }}
    />
  );
}
