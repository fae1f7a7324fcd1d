import { Plural } from '@lingui/react/macro'

/** docs/product/screens.md: '1 exercise', '2 exercises' (each language's own plural). */
export function ExerciseCount({ count }: { count: number }) {
  return <Plural value={count} one="# exercise" other="# exercises" />
}
