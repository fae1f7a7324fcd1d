import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatWeight } from '#shared/domain/units.ts'
import { useTheme } from '#client/lib/theme.ts'

const HEIGHT = 200

/** A theme colour from the stylesheet's custom properties, as the canvas draws it. */
function themeColor(name: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/**
 * One series over time, as a line (with its points) or as bars, drawn by uPlot on a canvas in
 * the theme's colours and the container's width; a line may carry a trend (a smooth line of its
 * own, the points' moving average). Canvas is invisible to screen readers: the screen gives
 * every chart a text alternative.
 */
export function UplotChart({
  times,
  values,
  kind,
  label,
  trend,
  tight = false,
}: {
  times: number[]
  values: number[]
  kind: 'line' | 'bars'
  label: string
  trend?: number[]
  /** The y axis hugs the values (a body weight moves by little), not from 95 % of the least. */
  tight?: boolean
}) {
  const container = useRef<HTMLDivElement>(null)
  const { theme } = useTheme()

  useEffect(() => {
    const target = container.current
    if (!target) return
    const primary = themeColor('--primary')
    const muted = themeColor('--muted-foreground')
    const grid = themeColor('--border')
    const foreground = themeColor('--foreground')
    const axis = {
      stroke: muted,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
      font: '12px system-ui, sans-serif',
    }
    const chart = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Room at both ends, so the first and last points and bars are drawn whole.
          x: {
            time: true,
            range: (_u, min, max) => {
              const pad = Math.max((max - min) * 0.04, 2 * 86_400)
              return [min - pad, max + pad]
            },
          },
          y: {
            range: (_u, min, max) => {
              if (tight) {
                const pad = Math.max((max - min) * 0.2, 1)
                return [min - pad, max + pad]
              }
              return [kind === 'bars' ? 0 : min * 0.95, max * 1.05 || 1]
            },
          },
        },
        axes: [
          // Dates need room: a label every 80 px or more.
          { ...axis, space: 80 },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => formatWeight(tick)) },
        ],
        series: [
          {},
          kind === 'line'
            ? {
                label,
                stroke: primary,
                width: 2.5,
                points: { size: 7, fill: primary, stroke: primary },
              }
            : {
                label,
                stroke: primary,
                fill: `color-mix(in oklch, ${primary} 70%, transparent)`,
                paths: uPlot.paths.bars!({ size: [0.6, 40] }),
                points: { show: false },
              },
          // The trend over the points: the text's colour, so it stands apart from them.
          ...(trend
            ? [{ label: 'Trend', stroke: foreground, width: 2, points: { show: false } }]
            : []),
        ],
      },
      trend ? [times, values, trend] : [times, values],
      target,
    )
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: target.clientWidth, height: HEIGHT }),
    )
    resize.observe(target)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [times, values, kind, label, trend, tight, theme])

  return (
    <div
      ref={container}
      aria-hidden="true"
      className="min-h-[200px] w-full min-w-0 overflow-hidden"
    />
  )
}
