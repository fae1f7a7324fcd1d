import { looseNameKey } from '#shared/domain/muscles.ts'
import { useCatalog } from '#client/api/use-catalog.ts'

/**
 * What the day editor's add box suggests as the lifter types: their own names, then the exercise
 * catalogue's (docs/product/body-weight-and-muscles.md), never one the day already has or one twice. Mounted only while
 * the editor is open, so the catalogue loads then.
 */
export function ExerciseDatalist({
  id,
  own,
  taken,
}: {
  id: string
  own: readonly string[] | undefined
  taken: readonly { name: string }[]
}) {
  const catalog = useCatalog()
  const seen = new Set(taken.map((exercise) => looseNameKey(exercise.name)))
  const names = [...(own ?? []), ...(catalog ?? []).map((entry) => entry.name)].filter((name) => {
    const key = looseNameKey(name)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  )
}
