import { describe, expect, it } from 'vitest'
import { CATALOG } from '#shared/data/catalog.ts'
import { aboutExercise } from './exercise-model.ts'

const note = { exerciseName: 'Leg Press', note: 'Seat 4', updatedAt: '2026-03-01T10:00:00.000Z' }

describe('aboutExercise (docs/product/exercises.md)', () => {
  it('takes the lifter’s spelling, muscles and note for one of their names, any case', () => {
    const about = aboutExercise('BENCH PRESS (BARBELL)', {
      muscles: [
        {
          exerciseName: 'Bench Press (Barbell)',
          catalogKey: 'bench-press',
          primary: ['chest'],
          secondary: ['triceps'],
          source: 'catalog',
        },
      ],
      notes: [],
      catalog: CATALOG,
    })
    expect(about).toMatchObject({
      name: 'Bench Press (Barbell)',
      entry: { key: 'bench-press' },
      muscles: { primary: ['chest'] },
      note: null,
    })
  })

  it('knows a catalogue exercise the lifter never did, in the catalogue’s spelling', () => {
    const about = aboutExercise('leg press', { muscles: [], notes: [note], catalog: CATALOG })
    expect(about).toMatchObject({ name: 'Leg Press', entry: { key: 'leg-press' }, note })
    expect(aboutExercise('pull up', { muscles: [], notes: [], catalog: CATALOG })?.name).toBe(
      'pull up',
    )
  })

  it('knows a name that only has a note, and no name that has nothing', () => {
    const lists = {
      muscles: [],
      notes: [{ ...note, exerciseName: 'Zottman Wobble' }],
      catalog: CATALOG,
    }
    expect(aboutExercise('zottman wobble', lists)).toMatchObject({
      name: 'Zottman Wobble',
      entry: null,
      muscles: { source: 'none', primary: [] },
    })
    expect(aboutExercise('Nothing Like It', lists)).toBeNull()
  })
})
