import { BarChart, LineChart, MapChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// Only what the charts use is registered, so the bundle carries only these parts of ECharts. The SVG renderer
// keeps charts sharp in PNG exports (html-to-image copies the SVG) and works in jsdom.
echarts.use([
  LineChart,
  BarChart,
  MapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  SVGRenderer,
]);

export { echarts };
