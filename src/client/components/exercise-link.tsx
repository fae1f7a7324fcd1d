import type { ComponentProps } from 'react'
import { Link, useLocation } from 'wouter'
import { cn } from '#client/lib/cn.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'

/** docs/product/exercises.md: where an exercise's page lives. */
export const exercisePath = (exerciseName: string) =>
  `/exercises/${encodeURIComponent(exerciseName)}`

/** What the exercise page's way back reads: the screen the lifter came from. */
export type ExercisePageState = { back?: string }

/**
 * An exercise's name wherever a screen names one (the session, history, records, progress, the
 * day editor): it leads to the exercise's page, which leads back to the screen it was opened on.
 */
export function ExerciseLink({
  name,
  className,
  children,
  ...props
}: { name: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const [location] = useLocation()
  const shown = useExerciseName()
  return (
    <Link
      {...props}
      href={exercisePath(name)}
      state={{ back: location } satisfies ExercisePageState}
      className={cn(
        'rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {/* The name as the lifter's language shows it, unless told what to show. */}
      {children ?? shown(name)}
    </Link>
  )
}
