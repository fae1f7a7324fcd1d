import { describe, expect, it } from 'vitest'
import { isPlainName, isStorableText, plainName } from './text.ts'

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

describe('plain names', () => {
  it.each([
    ['Bench Press', true],
    ['Жим лёжа', true],
    ['Row ΠΙΕΣΕΙΣ', true],
    ['Bench\u202ePress', false],
    ['Bench\u2067Press', false],
    ['Bench\tPress', false],
    ['Bench\u0085Press', false],
    ['Bench\u007fPress', false],
  ])('%j is plain: %s', (name, plain) => expect(isPlainName(name)).toBe(plain))

  it('a file’s name made plain: each run of controls one space', () => {
    expect(plainName('Bench\r\n\u202ePress')).toBe('Bench Press')
    expect(isPlainName(plainName('\u2066x\u0000y\u009f'))).toBe(true)
  })
})
