import { describe, expect, it } from 'vitest'
import { isStorableText } from './text.ts'

describe('isStorableText', () => {
  it.each(['', 'Bench Press', 'Überkopf 💪🏽', 'tab\tand\nnew line', '\u0001\u007f', '\uffff'])(
    'accepts %j',
    (text) => expect(isStorableText(text)).toBe(true),
  )

  it.each([
    ['a NUL character', 'Bench\u0000Press'],
    ['a NUL character alone', '\u0000'],
    ['a lone high surrogate at the end', 'Squat\ud83d'],
    ['a lone high surrogate before text', '\ud83dSquat'],
    ['a lone low surrogate', 'Squat\udcaa'],
    ['a reversed pair', '\udcaa\ud83d'],
  ])('refuses %s', (_, text) => expect(isStorableText(text)).toBe(false))
})
