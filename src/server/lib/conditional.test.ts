import { describe, expect, it } from 'vitest'
import { noneMatchHas, quarterHour, readEtag, serverBuild } from './conditional.ts'

const read = {
  build: 'b1',
  userId: '3f1c2a9e-0000-4000-8000-000000000001',
  url: '/api/records',
  version: '7',
  now: null,
}

describe('readEtag (issue 35)', () => {
  it('is weak, carries the version, and is the same for the same read', () => {
    expect(readEtag(read)).toMatch(/^W\/"7-[\w-]{22}"$/)
    expect(readEtag({ ...read })).toBe(readEtag(read))
  })

  it('differs with the version, the lifter, the URL, the build and the quarter hour', () => {
    const others = [
      { ...read, version: '8' },
      { ...read, userId: '3f1c2a9e-0000-4000-8000-000000000002' },
      { ...read, url: '/api/records?x=1' },
      { ...read, build: 'b2' },
      { ...read, now: 0 },
    ].map(readEtag)
    expect(new Set([readEtag(read), ...others]).size).toBe(6)
  })

  it('holds through a quarter hour and changes at its end', () => {
    const start = Date.UTC(2026, 10, 28, 23, 45)
    expect(readEtag({ ...read, now: start + 899_999 })).toBe(readEtag({ ...read, now: start }))
    expect(readEtag({ ...read, now: start + 900_000 })).not.toBe(readEtag({ ...read, now: start }))
    expect(quarterHour(start)).not.toBe(quarterHour(start - 1))
  })
})

describe('noneMatchHas', () => {
  const etag = 'W/"7-abc"'
  it.each([
    ['W/"7-abc"', true],
    ['"7-abc"', true],
    [' W/"1-x" ,  W/"7-abc" ', true],
    ['*', false],
    ['W/"8-abc"', false],
    ['W/"7-abd"', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(noneMatchHas(header, etag)).toBe(expected))
})

describe('serverBuild', () => {
  it('is one short hash for the process', () => {
    expect(serverBuild()).toMatch(/^[\w-]{16}$/)
    expect(serverBuild()).toBe(serverBuild())
  })
})
