import { useEffect, useRef, useState, type PointerEvent } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatCalendarDate } from '#shared/domain/format.ts'
import { useTheme } from '#client/lib/theme.ts'

const HEIGHT = 200

/** A theme colour from the stylesheet's custom properties, as the canvas draws it. */
function themeColor(name: string) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim()
}

/**
 * One series over time, as a line (with its points) or as bars, drawn by uPlot on a canvas in
 * the theme's colours and the container's width; a line may carry a trend (a smooth line of its
 * own, the points' moving average) and PR marks. The time axis is the period the lifter chose
 * (`xRange`, issue 32), not the span of the points. A point's date and value read above the
 * chart: the latest, or the one under the pointer or finger. Canvas is invisible to screen
 * readers: the screen gives every chart a text alternative.
 */
export function UplotChart({
  times,
  values,
  kind,
  label,
  xRange,
  format,
  unit,
  trend,
  marks,
  tight = false,
}: {
  times: number[]
  values: number[]
  kind: 'line' | 'bars'
  label: string
  /** The axis's first and last moment, in unix seconds. */
  xRange: [number, number]
  /** A value as the lifter reads it (domain/format.ts). */
  format: (value: number) => string
  unit: string
  trend?: number[]
  /** PR marks: the value where a point set a record, else null (progress-model.ts). */
  marks?: (number | null)[]
  /** The y axis hugs the values (a body weight moves by little), not from 95 % of the least. */
  tight?: boolean
}) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  const { theme } = useTheme()
  const [active, setActive] = useState<number | null>(null)

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
    // Bars are drawn centred on their day, up to 24 px wide: half a bar of room at either end
    // keeps today's and the period's first bar whole inside the axis.
    const pad =
      kind === 'bars' ? ((xRange[1] - xRange[0]) * 14) / Math.max(target.clientWidth - 56, 100) : 0
    const [from, to] = [xRange[0] - pad, xRange[1] + pad]
    const plot = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 9 } },
        hooks: { setCursor: [(u) => setActive(u.cursor.idx ?? null)] },
        scales: {
          x: { time: true, range: () => [from, to] },
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
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => format(tick)) },
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
                paths: uPlot.paths.bars!({ size: [0.6, 24, 4] }),
                points: { show: false },
              },
          // The trend over the points: the text's colour, so it stands apart from them.
          ...(trend
            ? [{ label: 'Trend', stroke: foreground, width: 2, points: { show: false } }]
            : []),
          // PRs: a ring of the text's colour around the point, no line between them.
          ...(marks
            ? [
                {
                  label: 'PR',
                  stroke: foreground,
                  paths: () => null,
                  points: { show: true, size: 13, width: 3, fill: primary, stroke: foreground },
                },
              ]
            : []),
        ],
      },
      [times, values, ...(trend ? [trend] : []), ...(marks ? [marks] : [])],
      target,
    )
    chart.current = plot
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: target.clientWidth, height: HEIGHT }),
    )
    resize.observe(target)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
    }
  }, [times, values, kind, label, xRange, format, trend, marks, tight, theme])

  /** A finger moves the cursor as a mouse does (uPlot follows the mouse only). */
  function touch(event: PointerEvent<HTMLDivElement>) {
    const plot = chart.current
    if (!plot || event.pointerType === 'mouse') return
    const over = plot.over.getBoundingClientRect()
    plot.setCursor({ left: event.clientX - over.left, top: event.clientY - over.top })
  }

  const shown = active ?? values.length - 1
  const time = times[shown]
  const value = values[shown]
  return (
    <div className="grid min-w-0 gap-1">
      <p
        className="flex min-h-5 flex-wrap items-center gap-x-3 text-sm text-muted-foreground tabular-nums"
        aria-hidden="true"
      >
        {time !== undefined && value !== undefined && (
          <span>
            {formatCalendarDate(new Date(time * 1000))} ·{' '}
            <span className="font-semibold text-foreground">
              {format(value)} {unit}
            </span>
            {marks?.[shown] != null && <span className="font-semibold text-foreground"> · PR</span>}
          </span>
        )}
        {marks?.some((mark) => mark !== null) && (
          <span className="ml-auto flex items-center gap-1.5 text-xs">
            <span className="size-3 rounded-full border-[3px] border-foreground bg-primary" />
            PR
          </span>
        )}
      </p>
      <div
        ref={container}
        aria-hidden="true"
        className="min-h-[200px] w-full min-w-0 touch-pan-y overflow-hidden"
        onPointerDown={touch}
        onPointerMove={touch}
        onPointerLeave={() => setActive(null)}
      />
    </div>
  )
}
