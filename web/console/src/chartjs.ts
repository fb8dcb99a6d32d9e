/**
 * Chart.js (v4, tree-shaken: only the bar and line charts the console draws), in its own chunk
 * loaded when an application's analyses are first shown, so the first screen stays small.
 */
import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip, Filler);

export { Chart };
