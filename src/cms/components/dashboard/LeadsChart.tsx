'use client'
// A bar chart of the staff screens (the dashboard's leads per week, the reports). The canvas is a picture to assistive technology (its name sums it up); the same numbers
// are in the table under it. Chart.js is imported when the chart mounts, never with the rest of the admin.
import { useEffect, useRef, useState } from 'react'

import type { LeadsChartData } from './leadsChartDrawing'

export function LeadsChart({ labels, series, stacked, summary }: LeadsChartData & { summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let destroy: (() => void) | undefined
    let unmounted = false
    import('./leadsChartDrawing')
      .then(({ drawLeadsChart }) => {
        if (!unmounted && canvas.current) destroy = drawLeadsChart(canvas.current, { labels, series, stacked })
      })
      .catch(() => setFailed(true))
    return () => {
      unmounted = true
      destroy?.()
    }
  }, [labels, series, stacked])
  if (failed) return <p>The chart could not be drawn; the numbers are in the table below.</p>
  return (
    <div className="ptw-dash__chart">
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="leads-chart" />
    </div>
  )
}
