import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { MUSCLES } from '#shared/domain/muscles.ts'
import { BACK, FRONT } from './body-map.tsx'
import { formatSets, shadeOf } from './muscle-map-model.ts'

describe('the body map', () => {
  it('draws every muscle of the fixed list on the front or the back', () => {
    const drawn = new Set([...Object.keys(FRONT), ...Object.keys(BACK)])
    expect(MUSCLES.filter((muscle) => !drawn.has(muscle))).toEqual([])
    expect([...drawn].filter((muscle) => !(MUSCLES as readonly string[]).includes(muscle))).toEqual(
      [],
    )
  })

  it('shades by sets: none, under 5, under 10, 10 or more', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect([0, 0.5, 4.5, 5, 9.5, 10, 24].map(shadeOf)).toEqual([0, 1, 1, 2, 2, 3, 3])
    expect([0, 0.5, 1, 3].map(formatSets)).toEqual(['0 sets', '0.5 sets', '1 set', '3 sets'])
  })
})
