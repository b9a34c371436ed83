import * as chartist from 'chartist';

/*
 * Chartist with the few types these charts use. Its bundled declarations import their siblings without
 * file extensions, which TypeScript's nodenext resolution (tsconfig.json) does not follow, so every
 * export would type as missing; the runtime module is whole, and these are the constructors' real shapes.
 */
export interface Chart {
  detach(): void;
}

interface Padding {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

interface Axis {
  showGrid?: boolean;
  onlyInteger?: boolean;
  low?: number;
  offset?: number;
}

interface CartesianOptions {
  height?: string;
  chartPadding?: Padding;
  axisX?: Axis;
  axisY?: Axis;
}

type ChartClass<Data, Options> = new (element: Element, data: Data, options?: Options) => Chart;

export const LineChart = (
  chartist as unknown as {
    LineChart: ChartClass<
      { labels: string[]; series: number[][] },
      CartesianOptions & { fullWidth?: boolean; showPoint?: boolean; showArea?: boolean }
    >;
  }
).LineChart;

export const BarChart = (
  chartist as unknown as {
    BarChart: ChartClass<
      { labels: string[]; series: number[][] },
      CartesianOptions & { horizontalBars?: boolean; reverseData?: boolean }
    >;
  }
).BarChart;

export const PieChart = (
  chartist as unknown as {
    PieChart: ChartClass<
      { labels: string[]; series: number[] },
      {
        donut?: boolean;
        donutWidth?: number;
        height?: string;
        labelOffset?: number;
        showLabel?: boolean;
        labelDirection?: 'neutral' | 'explode' | 'implode';
      }
    >;
  }
).PieChart;
