import type { Muscle } from '#shared/domain/muscles.ts'
import { cn } from '#client/lib/cn.ts'
import { SHADE_CLASSES, type Shade } from './muscle-map-model.ts'

/*
 * The front and back body map of "Muscles this week", drawn for Ironlog in the style of the
 * catalogue's muscle icons (components/muscle-icons.tsx): a body outline in round strokes of
 * currentColor, each muscle a filled shape, here shaded by its sets. Each figure is one viewBox
 * (120 × 240) whose left half is drawn and mirrored; shapes are point lists smoothed into curves.
 */

type Point = readonly [number, number]

/** A smooth curve through `points` (Catmull-Rom as cubic Béziers), closed unless told. */
function smooth(points: readonly Point[], closed = true): string {
  const n = points.length
  const at = (i: number) => points[closed ? (i + n) % n : Math.min(Math.max(i, 0), n - 1)]!
  const round = (value: number) => Math.round(value * 100) / 100
  const xy = ([x, y]: Point) => `${round(x)} ${round(y)}`
  let d = `M${xy(points[0]!)}`
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${xy(c1)} ${xy(c2)} ${xy(p2)}`
  }
  return closed ? `${d}Z` : d
}

const mirror = (points: readonly Point[]): Point[] => points.map(([x, y]) => [120 - x, y])

// The left contour from the neck to the crotch: shoulder, arm down and back up, flank, leg.
const LEFT_CONTOUR: Point[] = [
  [55, 27],
  [54, 33],
  [45, 36],
  [36, 38],
  [30, 45],
  [27, 60],
  [25, 78],
  [21, 96],
  [19, 111],
  [17, 119],
  [20, 124],
  [24, 119],
  [27, 109],
  [31, 94],
  [34, 79],
  [36, 63],
  [40, 57],
  [42, 71],
  [44, 88],
  [42, 103],
  [40, 116],
  [41, 140],
  [43, 164],
  [44, 180],
  [45, 200],
  [47, 221],
  [44, 229],
  [54, 231],
  [55, 221],
  [56, 200],
  [56, 180],
  [57, 160],
  [58, 136],
  [60, 123],
]
const OUTLINE = smooth([...LEFT_CONTOUR, ...mirror(LEFT_CONTOUR).toReversed()])

/** A muscle's shapes on one figure: drawn on the left and mirrored, or `centre` drawn once. */
type Shapes = { side?: Point[][]; centre?: string[] }

const ABS_BLOCKS = [63, 76, 89].flatMap((y) =>
  [53.5, 60.5].map(
    (x) =>
      `M${x + 1.5} ${y}h3a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-3a1.5 1.5 0 0 1-1.5-1.5v-8a1.5 1.5 0 0 1 1.5-1.5Z`,
  ),
)

const SIDE_DELT: Point[] = [
  [34, 39],
  [30, 44],
  [28, 52],
  [30.5, 56],
  [33, 48],
]
const FOREARM: Point[] = [
  [28, 82],
  [24, 90],
  [21, 103],
  [21.5, 110],
  [25, 109],
  [29, 96],
  [32, 84],
]
const CALF_FRONT: Point[] = [
  [46, 182],
  [45, 195],
  [47, 209],
  [50, 205],
  [51, 190],
]

export const FRONT: Partial<Record<Muscle, Shapes>> = {
  traps: {
    side: [
      [
        [54, 31],
        [46, 35],
        [53, 35.5],
      ],
    ],
  },
  'front-delts': {
    side: [
      [
        [44, 37],
        [37, 39],
        [34, 45],
        [34, 52],
        [37, 55],
        [42, 50],
        [45, 42],
      ],
    ],
  },
  'side-delts': { side: [SIDE_DELT] },
  chest: {
    side: [
      [
        [59, 40],
        [48, 39],
        [44, 44],
        [44, 53],
        [48, 59],
        [55, 60],
        [59, 57],
      ],
    ],
  },
  biceps: {
    side: [
      [
        [35, 58],
        [31, 61],
        [29, 70],
        [30, 78],
        [33, 78],
        [35.5, 68],
      ],
    ],
  },
  forearms: { side: [FOREARM] },
  abs: { centre: ABS_BLOCKS },
  obliques: {
    side: [
      [
        [51, 64],
        [46, 70],
        [46, 86],
        [47.5, 98],
        [51.5, 100],
        [52.5, 82],
      ],
    ],
  },
  abductors: {
    side: [
      [
        [42.5, 105],
        [41.5, 113],
        [42.5, 121],
        [45, 117],
        [46, 108],
      ],
    ],
  },
  quads: {
    side: [
      [
        [46, 122],
        [44, 136],
        [44.5, 154],
        [47, 168],
        [52, 170],
        [55, 158],
        [55.5, 140],
        [54.5, 127],
        [50, 120],
      ],
    ],
  },
  adductors: {
    side: [
      [
        [57, 124],
        [55.8, 134],
        [56, 149],
        [58.2, 143],
        [59.4, 129],
      ],
    ],
  },
  calves: { side: [CALF_FRONT] },
}

export const BACK: Partial<Record<Muscle, Shapes>> = {
  traps: {
    centre: [
      smooth([
        [60, 28],
        [54, 32],
        [45, 36.5],
        [52, 43],
        [56, 58],
        [60, 72],
        [64, 58],
        [68, 43],
        [75, 36.5],
        [66, 32],
      ]),
    ],
  },
  'rear-delts': {
    side: [
      [
        [41, 38],
        [36, 40],
        [33, 46],
        [35, 53],
        [39, 50],
        [43, 43],
      ],
    ],
  },
  'side-delts': { side: [SIDE_DELT] },
  'upper-back': {
    side: [
      [
        [50.5, 45],
        [44, 44],
        [41, 51],
        [44, 57],
        [53, 59],
        [54.5, 52],
      ],
    ],
  },
  lats: {
    side: [
      [
        [41.5, 59],
        [42.5, 71],
        [45, 84],
        [50, 92],
        [54.5, 87],
        [54.5, 70],
        [52, 62],
      ],
    ],
  },
  'lower-back': {
    side: [
      [
        [58.5, 76],
        [55, 81],
        [55, 99],
        [58.5, 105],
        [59.3, 90],
      ],
    ],
  },
  triceps: {
    side: [
      [
        [35, 57],
        [31, 59],
        [29, 68],
        [30, 78],
        [33, 78],
        [35.5, 67],
      ],
    ],
  },
  forearms: { side: [FOREARM] },
  abductors: {
    side: [
      [
        [43.5, 100],
        [41.5, 108],
        [44, 112],
        [50, 106],
        [48, 100.5],
      ],
    ],
  },
  glutes: {
    side: [
      [
        [59.3, 108],
        [51, 107],
        [45, 113],
        [43.5, 124],
        [48, 132],
        [56, 133],
        [59.3, 126],
      ],
    ],
  },
  hamstrings: {
    side: [
      [
        [46, 137],
        [44.5, 150],
        [46, 166],
        [50, 172],
        [54, 166],
        [55.5, 150],
        [55.5, 138.5],
        [51, 135],
      ],
    ],
  },
  adductors: {
    side: [
      [
        [57.5, 137],
        [56.5, 146],
        [58.3, 154],
        [59.3, 142],
      ],
    ],
  },
  calves: {
    side: [
      [
        [45.5, 178],
        [44.5, 190],
        [46, 204],
        [50, 207],
        [54, 198],
        [54.5, 184],
        [50.5, 176],
      ],
    ],
  },
}

/** One figure, front or back; `shade` says how each muscle is filled. */
export function BodyFigure({
  view,
  shade,
  className,
}: {
  view: 'front' | 'back'
  shade: (muscle: Muscle) => Shade
  className?: string
}) {
  const shapes = view === 'front' ? FRONT : BACK
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 240"
      aria-hidden="true"
      className={cn('text-muted-foreground', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx={60} cy={16} r={10} />
      <path d={OUTLINE} />
      {(Object.entries(shapes) as [Muscle, Shapes][]).map(
        ([muscle, { side = [], centre = [] }]) => (
          <g
            key={muscle}
            data-muscle={muscle}
            className={SHADE_CLASSES[shade(muscle)]}
            stroke="none"
          >
            {side.map((points, index) => (
              <g key={index}>
                <path d={smooth(points)} />
                <path d={smooth(mirror(points))} />
              </g>
            ))}
            {centre.map((d) => (
              <path key={d} d={d} />
            ))}
          </g>
        ),
      )}
    </svg>
  )
}
