import type { ReactNode, SVGProps } from 'react'
import type { MuscleGroupKey } from '#shared/domain/icons.ts'

/*
 * Muscle-group icons for the catalogue (docs/product/entities.md), drawn for Ironlog. They follow lucide's
 * grid so they sit beside its icons: 24×24 viewBox, 2px round strokes in currentColor for the
 * body outline, and the target muscle filled solid so it reads at 24 px as well as at 48 px.
 * Torso icons share one outline (front or back view), leg icons another, arm icons a third.
 */

type IconProps = SVGProps<SVGSVGElement>

function MuscleSvg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  )
}

/** Filled muscle: solid currentColor, no stroke, so it reads as the highlight. */
function Muscle({ d }: { d: string }) {
  return <path d={d} fill="currentColor" stroke="none" />
}

// Head and torso cut at the hips, with rounded deltoid caps; shared by the torso icons.
const HEAD = <circle cx="12" cy="4" r="2" />
const TORSO =
  'M8 21.5L7.6 16.5C7.4 14.5 6.6 13 6.2 11.8C5.2 12.3 4 12 3.8 10.8C3.6 9.4 4.8 8.3 6.5 8L9.5 7.6Q12 7.2 14.5 7.6L17.5 8C19.2 8.3 20.4 9.4 20.2 10.8C20 12 18.8 12.3 17.8 11.8C17.4 13 16.6 14.5 16.4 16.5L16 21.5'

function Torso({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <MuscleSvg {...props}>
      {HEAD}
      <path d={TORSO} />
      {children}
    </MuscleSvg>
  )
}

// Hips to feet, front or back.
const LEGS = [
  'M7.5 2C6 5.5 5.4 9 5.8 12.5C6.1 15 6.6 18 6.8 21.5H10',
  'M10 21.5C10.3 18 10.8 15 11.2 13L12 11.5L12.8 13C13.2 15 13.7 18 14 21.5H17.2',
  'M17.2 21.5C17.4 18 17.9 15 18.2 12.5C18.6 9 18 5.5 16.5 2',
]

function Legs({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <MuscleSvg {...props}>
      {LEGS.map((d) => (
        <path key={d} d={d} />
      ))}
      {children}
    </MuscleSvg>
  )
}

// A flexed arm seen from the side: shoulder on the left, fist up on the right.
const ARM =
  'M2 12.5C3.5 8.2 10 6.4 14 12C14.4 10.4 14.8 8.8 15 7.2C13.6 6.8 13.2 5.2 13.8 3.8C14.4 2.4 18.6 2.2 19.4 3.6C20 4.8 19.8 6.4 18.8 7.2C19.8 9.2 20.6 12 20.6 15.5C20.6 18 19.2 19.2 17 19.2C12 19.4 6 20.4 2 19.4'

const BICEPS = 'M4.3 13.2C5.8 10 10 9.3 12.6 12.9C9.8 14.4 6.6 14.6 4.3 13.2Z'
const TRICEPS = 'M4.2 17.4C7.5 14.9 13.5 14.9 16.8 16.9C13.5 17.7 8 17.9 4.2 17.4Z'

function Arm({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <MuscleSvg {...props}>
      <path d={ARM} />
      {children}
    </MuscleSvg>
  )
}

export const MUSCLE_ICONS: Record<MuscleGroupKey, (props: IconProps) => ReactNode> = {
  chest: (props) => (
    <Torso {...props}>
      <Muscle d="M11.4 9.6L7.6 9.6C7.2 11 7.6 12.8 9.4 13C10.6 13.1 11.4 12.4 11.4 11.2Z" />
      <Muscle d="M12.6 9.6L16.4 9.6C16.8 11 16.4 12.8 14.6 13C13.4 13.1 12.6 12.4 12.6 11.2Z" />
    </Torso>
  ),
  shoulders: (props) => (
    <Torso {...props}>
      <Muscle d="M8.4 7.9C5 8 3.2 9 3.4 10.9C3.6 12.3 5.4 12.7 6.7 11.7C7.4 10.6 7.9 9.3 8.4 7.9Z" />
      <Muscle d="M15.6 7.9C19 8 20.8 9 20.6 10.9C20.4 12.3 18.6 12.7 17.3 11.7C16.6 10.6 16.1 9.3 15.6 7.9Z" />
    </Torso>
  ),
  abs: (props) => (
    <Torso {...props}>
      {[13.5, 15.9, 18.3].flatMap((y) =>
        [9.2, 12.6].map((x) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width={2.2}
            height={1.8}
            rx={0.6}
            fill="currentColor"
            stroke="none"
          />
        )),
      )}
    </Torso>
  ),
  core: (props) => (
    <Torso {...props}>
      <Muscle d="M8.7 13.4H15.3Q16 13.4 15.8 14.2L15.2 19A0.7 0.7 0 0 1 14.5 19.6H9.5A0.7 0.7 0 0 1 8.8 19L8.2 14.2Q8 13.4 8.7 13.4Z" />
    </Torso>
  ),
  back: (props) => (
    <Torso {...props}>
      <path d="M12 9.5V19.5" />
      <Muscle d="M7.4 11C8.6 10.8 9.8 11 10.4 11.6V17.2C9.4 16.8 8.9 16 8.6 14.8C8.3 13.4 7.8 12.2 7.4 11Z" />
      <Muscle d="M16.6 11C15.4 10.8 14.2 11 13.6 11.6V17.2C14.6 16.8 15.1 16 15.4 14.8C15.7 13.4 16.2 12.2 16.6 11Z" />
    </Torso>
  ),
  legs: (props) => (
    <Legs {...props}>
      <Muscle d="M7.5 5.5C7 9 7.4 12.8 9.2 15.5C10.3 13.8 10.8 10.5 10.6 5.5Z" />
      <Muscle d="M16.5 5.5C17 9 16.6 12.8 14.8 15.5C13.7 13.8 13.2 10.5 13.4 5.5Z" />
    </Legs>
  ),
  glutes: (props) => (
    <Legs {...props}>
      <Muscle d="M11.2 4.5C8.3 4.5 6.9 6.2 7 8.5C7.1 10.8 9 11.6 11.2 10.8Z" />
      <Muscle d="M12.8 4.5C15.7 4.5 17.1 6.2 17 8.5C16.9 10.8 15 11.6 12.8 10.8Z" />
    </Legs>
  ),
  biceps: (props) => (
    <Arm {...props}>
      <Muscle d={BICEPS} />
    </Arm>
  ),
  triceps: (props) => (
    <Arm {...props}>
      <Muscle d={TRICEPS} />
    </Arm>
  ),
  // Every muscle of the arm at once: biceps, triceps and forearm.
  arms: (props) => (
    <Arm {...props}>
      <Muscle d={BICEPS} />
      <Muscle d={TRICEPS} />
      <Muscle d="M16.4 9C17.8 9.6 18.6 11.5 18.6 13.5C18.6 15 18 16.2 17 16.8C16.2 14.5 15.9 11.5 16.4 9Z" />
    </Arm>
  ),
}
