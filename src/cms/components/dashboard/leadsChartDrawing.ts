// Chart.js with only what a bar chart needs (tree-shaken); LeadsChart loads this module on demand, so the chart's code
// is fetched by the screens with a chart alone (the dashboard, the reports).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/** Colour-blind-safe, each at least 3:1 against a white background (WCAG 1.4.11); one per kind of lead. */
const COLOURS = ['#0072b2', '#d55e00', '#007a5a', '#aa3377', '#5e6b7a', '#8c6d1f']

/** `stacked` (the default) when the series add up, as kinds of lead do; side by side when they do not. */
export type LeadsChartData = { labels: string[]; series: { label: string; values: number[] }[]; stacked?: boolean }

/** Draws leads per week, one stacked bar per week, in the canvas's own text colour (light or dark theme). */
export function drawLeadsChart(canvas: HTMLCanvasElement, { labels, series, stacked = true }: LeadsChartData): () => void {
  const text = getComputedStyle(canvas).color
  const grid = 'rgba(128, 128, 128, 0.25)'
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((kind, index) => ({ label: kind.label, data: kind.values, backgroundColor: COLOURS[index % COLOURS.length] })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        x: { stacked, grid: { display: false }, ticks: { color: text } },
        y: { stacked, beginAtZero: true, grid: { color: grid }, ticks: { color: text, precision: 0 } },
      },
      plugins: { legend: { position: 'bottom', labels: { color: text, boxWidth: 14 } } },
    },
  })
  return () => chart.destroy()
}
