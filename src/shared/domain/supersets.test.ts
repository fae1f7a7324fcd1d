import { describe, expect, it } from 'vitest'
import {
  freeSupersetLabel,
  linkedWithNext,
  linkWithNext,
  normalizeSupersets,
  supersetBlocks,
  supersetProblem,
  supersetTags,
  unlinkFromNext,
  withSupersetMember,
} from './supersets.ts'

/** A day's exercises by name and label: 'Bench:A' is Bench in superset A. */
const list = (...items: string[]) =>
  items.map((item) => {
    const [name, superset] = item.split(':')
    return superset ? { name: name!, superset } : { name: name! }
  })
const show = (exercises: Array<{ name: string; superset?: string }>) =>
  exercises.map((e) => (e.superset ? `${e.name}:${e.superset}` : e.name))

describe('supersets (docs/product/set-kinds.md)', () => {
  it('names the first exercise that breaks the rule', () => {
    expect(supersetProblem(['A', 'A', null, 'B', 'B', 'B'])).toBeNull()
    expect(supersetProblem([null, 'A'])).toEqual({
      index: 1,
      message: 'a superset needs at least two exercises',
    })
    expect(supersetProblem(['A', 'A', null, 'A', 'A'])).toEqual({
      index: 3,
      message: 'must stand next to the other exercises of its superset',
    })
  })

  it('tags, blocks and free labels', () => {
    expect(supersetTags(['A', 'A', null, 'B', 'B', 'C'])).toEqual([
      'A1',
      'A2',
      undefined,
      'B1',
      'B2',
      undefined,
    ])
    expect(supersetBlocks([null, 'A', 'A', 'A', null])).toEqual([
      { superset: null, exercises: [0] },
      { superset: 'A', exercises: [1, 2, 3] },
      { superset: null, exercises: [4] },
    ])
    expect(freeSupersetLabel(['A', 'C'])).toBe('B')
    const all = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))
    expect(freeSupersetLabel(all)).toBe('A2')
  })

  it('links an exercise with the next, joining the next one’s superset whole', () => {
    expect(show(linkWithNext(list('Bench', 'Row', 'Curl'), 0))).toEqual([
      'Bench:A',
      'Row:A',
      'Curl',
    ])
    expect(show(linkWithNext(list('Bench:A', 'Row:A', 'Curl'), 1))).toEqual([
      'Bench:A',
      'Row:A',
      'Curl:A',
    ])
    expect(show(linkWithNext(list('Fly', 'Bench:A', 'Row:A'), 0))).toEqual([
      'Fly:A',
      'Bench:A',
      'Row:A',
    ])
    expect(show(linkWithNext(list('Bench:A', 'Row:A', 'Curl:B', 'Dips:B'), 1))).toEqual([
      'Bench:A',
      'Row:A',
      'Curl:A',
      'Dips:A',
    ])
    expect(linkedWithNext(list('Bench:A', 'Row:A', 'Curl'), 0)).toBe(true)
    expect(linkedWithNext(list('Bench:A', 'Row:A', 'Curl'), 1)).toBe(false)
  })

  it('ungroups between an exercise and the next; a part of two or more stays a superset', () => {
    expect(show(unlinkFromNext(list('Bench:A', 'Row:A'), 0))).toEqual(['Bench', 'Row'])
    expect(show(unlinkFromNext(list('Bench:A', 'Row:A', 'Curl:A'), 0))).toEqual([
      'Bench',
      'Row:A',
      'Curl:A',
    ])
    expect(show(unlinkFromNext(list('Bench:A', 'Row:A', 'Curl:A', 'Dips:A'), 1))).toEqual([
      'Bench:A',
      'Row:A',
      'Curl:B',
      'Dips:B',
    ])
    expect(show(unlinkFromNext(list('Bench:A', 'Row'), 0))).toEqual(['Bench:A', 'Row'])
  })

  it('keeps a moved or shortened list to the rule', () => {
    // A superset split by an exercise moved into it: the later part gets a label of its own.
    expect(show(normalizeSupersets(list('Bench:A', 'Row:A', 'Fly', 'Curl:A', 'Dips:A')))).toEqual([
      'Bench:A',
      'Row:A',
      'Fly',
      'Curl:B',
      'Dips:B',
    ])
    // One left alone leaves it.
    expect(show(normalizeSupersets(list('Bench:A', 'Fly', 'Row:A')))).toEqual([
      'Bench',
      'Fly',
      'Row',
    ])
  })

  it('adds an exercise into the superset of another, right after it', () => {
    expect(show(withSupersetMember(list('Bench', 'Squat'), 0, { name: 'Row' }))).toEqual([
      'Bench:A',
      'Row:A',
      'Squat',
    ])
    expect(
      show(withSupersetMember(list('Bench:A', 'Row:A', 'Squat:B', 'Lunge:B'), 0, { name: 'Fly' })),
    ).toEqual(['Bench:A', 'Row:A', 'Fly:A', 'Squat:B', 'Lunge:B'])
  })
})
