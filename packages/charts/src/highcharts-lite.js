// Highcharts with only what Homewise's charts draw (chart-options.ts): line and area series
// (stacked), a linear x axis, the legend and the shared tooltip. It follows Highcharts' own full
// entry (highcharts/es-modules/masters/highcharts.src.js) minus the series types, data labels and
// extensions no chart uses (column, bar, pie, scatter, spline, logarithmic axes, scrollable plot
// areas, rounded corners) and minus the accessibility module (~38 KB gzip of the ~127: Chart.tsx
// gives screen readers the chart's name, description and data table instead; issue 22). A chart
// that needs one of them imports it here.
import Highcharts from 'highcharts/es-modules/Core/Globals.js';
import Defaults from 'highcharts/es-modules/Core/Defaults.js';
import Fx from 'highcharts/es-modules/Core/Animation/Fx.js';
import { animate, animObject, setAnimation, stop } from 'highcharts/es-modules/Core/Animation/AnimationUtilities.js';
import AST from 'highcharts/es-modules/Core/Renderer/HTML/AST.js';
import Templating from 'highcharts/es-modules/Core/Templating.js';
import SVGElement from 'highcharts/es-modules/Core/Renderer/SVG/SVGElement.js';
import SVGRenderer from 'highcharts/es-modules/Core/Renderer/SVG/SVGRenderer.js';
import HTMLElement from 'highcharts/es-modules/Core/Renderer/HTML/HTMLElement.js';
import Axis from 'highcharts/es-modules/Core/Axis/Axis.js';
import DateTimeAxis from 'highcharts/es-modules/Core/Axis/DateTimeAxis.js';
import PlotLineOrBand from 'highcharts/es-modules/Core/Axis/PlotLineOrBand/PlotLineOrBand.js';
import Tick from 'highcharts/es-modules/Core/Axis/Tick.js';
import Tooltip from 'highcharts/es-modules/Core/Tooltip.js';
import Point from 'highcharts/es-modules/Core/Series/Point.js';
import Pointer from 'highcharts/es-modules/Core/Pointer.js';
import Legend from 'highcharts/es-modules/Core/Legend/Legend.js';
import LegendSymbol from 'highcharts/es-modules/Core/Legend/LegendSymbol.js';
import Chart from 'highcharts/es-modules/Core/Chart/Chart.js';
import StackingAxis from 'highcharts/es-modules/Core/Axis/Stacking/StackingAxis.js';
import StackItem from 'highcharts/es-modules/Core/Axis/Stacking/StackItem.js';
import Series from 'highcharts/es-modules/Core/Series/Series.js';
import SeriesRegistry from 'highcharts/es-modules/Core/Series/SeriesRegistry.js';
import 'highcharts/es-modules/Series/Line/LineSeries.js';
import 'highcharts/es-modules/Series/Area/AreaSeries.js';
import DataLabel from 'highcharts/es-modules/Core/Series/DataLabel.js';
import Responsive from 'highcharts/es-modules/Core/Responsive.js';
import Color from 'highcharts/es-modules/Core/Color/Color.js';
import { addEvent, merge } from 'highcharts/es-modules/Shared/Utilities.js';

const G = Highcharts;
// What highcharts-react-official reads from the namespace.
Object.assign(G, {
  AST,
  Axis,
  Chart,
  Color,
  Fx,
  HTMLElement,
  Legend,
  LegendSymbol,
  PlotLineOrBand,
  Point,
  Pointer,
  Series,
  SeriesRegistry,
  StackItem,
  SVGElement,
  SVGRenderer,
  Templating,
  Tick,
  Tooltip,
  addEvent,
  animObject,
  animate,
  chart: Chart.chart,
  color: Color.parse,
  defaultOptions: Defaults.defaultOptions,
  format: Templating.format,
  getOptions: Defaults.getOptions,
  merge,
  numberFormat: Templating.numberFormat,
  setAnimation,
  setOptions: Defaults.setOptions,
  stop,
  time: Defaults.defaultTime,
});
// The compositions the full entry makes, for the parts kept (data labels too: Series.setOptions
// calls the mergeArrays they add, though no chart shows labels).
DataLabel.compose(G.Series);
DateTimeAxis.compose(G.Axis);
HTMLElement.compose(G.SVGRenderer);
Legend.compose(G.Chart);
PlotLineOrBand.compose(G.Chart, G.Axis);
Pointer.compose(G.Chart);
Responsive.compose(G.Chart); // Chart.update() calls setResponsive
StackingAxis.compose(G.Axis, G.Chart, G.Series);
Tooltip.compose(G.Pointer);

export default G;
