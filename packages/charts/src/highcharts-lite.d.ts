// The types of highcharts-lite.js: the Highcharts namespace, with fewer series types behind it.
import type Highcharts from 'highcharts';

declare const lite: typeof Highcharts;
export default lite;
