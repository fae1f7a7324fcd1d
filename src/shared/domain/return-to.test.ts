import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './return-to.ts'

describe('safeReturnTo (docs/product/trust-accounts-and-devices.md)', () => {
  it.each(['/', '/history', '/progress/Bench%20Press', '/history?dayId=x&from=2024-01-01', '/a#b'])(
    'keeps the path %j as it is',
    (path) => expect(safeReturnTo(path)).toBe(path),
  )

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash further on', '/history\\..\\evil'],
    ['a tab browsers strip', '/\t/evil.example'],
    ['a tab further on', '/history\t'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f'],
    ['a C1 control', '/\u0085/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded slash making //', '/%2F/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded tab', '/%2509/evil.example'],
    ['a doubly encoded slash', '/%252F/evil.example'],
    ['broken percent-encoding', '/%E0%A4%A'],
    ['no leading slash', 'history'],
    ['a leading space', ' /history'],
    ['empty', ''],
  ])('answers / for %s', (_, value) => expect(safeReturnTo(value)).toBe('/'))

  it.each([null, undefined, 42, ['/history']])('answers / for a non-string %j', (value) =>
    expect(safeReturnTo(value)).toBe('/'),
  )
})
