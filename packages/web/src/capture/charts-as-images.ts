/** Marks a chart's box: a capture draws the chart's SVG as one image rather than copying each of its elements. */
export const CHART_ATTRIBUTE = "data-chart";

/**
 * Puts each chart's drawing (ECharts' SVG) under the `roots` aside for an <img> of the same SVG at the same size,
 * and returns what puts them back. A capture copies every element's computed style into its copy; a chart is
 * hundreds of elements whose look is all in their attributes, so as one image it costs one element. A chart
 * holding images of its own stays as it is, as an SVG drawn as an image cannot load them. Every chart is measured
 * before any is swapped: measuring after a swap would lay the page out again, once per chart.
 */
export function chartsAsImages(...roots: HTMLElement[]): () => void {
  const charts = roots.flatMap((root) =>
    Array.from(root.querySelectorAll<HTMLElement>(`[${CHART_ATTRIBUTE}]`), (box) => box.querySelector("svg")),
  );
  const measured = charts.flatMap((svg) =>
    svg && !svg.querySelector("image") ? [{ svg, size: svg.getBoundingClientRect() }] : [],
  );
  const undo: (() => void)[] = [];
  for (const { svg, size } of measured) {
    const { width, height } = size;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    copy.setAttribute("width", String(width));
    copy.setAttribute("height", String(height));
    const image = document.createElement("img");
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    image.width = width;
    image.height = height;
    image.alt = "";
    image.style.display = "block";
    svg.replaceWith(image);
    undo.push(() => image.replaceWith(svg));
  }
  return () => {
    for (const put of undo.reverse()) put();
  };
}
