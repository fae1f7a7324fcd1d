import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetKeptReads,
  keepRead,
  keptEtag,
  keptReads,
  keptText,
  restoreKeptReads,
} from './conditional-reads.ts'

beforeEach(forgetKeptReads)

describe('kept reads (issue 35)', () => {
  it('keeps an answer with its ETag, and none without one', () => {
    keepRead('/api/records', 'W/"1-a"', '[]')
    keepRead('/api/stats', null, '{}')
    expect(keptEtag('/api/records')).toBe('W/"1-a"')
    expect(keptText('/api/records')).toBe('[]')
    expect(keptEtag('/api/stats')).toBeUndefined()
  })

  it('forgets a kept answer when the same read comes back without an ETag', () => {
    keepRead('/api/records', 'W/"1-a"', '[]')
    keepRead('/api/records', null, '[1]')
    expect(keptEtag('/api/records')).toBeUndefined()
  })

  it('keeps the 40 latest used, and no answer over 256 KB', () => {
    for (let i = 0; i < 41; i++) keepRead(`/api/x/${i}`, `W/"${i}"`, '{}')
    expect(keptEtag('/api/x/0')).toBeUndefined()
    expect(keptEtag('/api/x/1')).toBe('W/"1"')
    // Read, it is the newest: the next one pushes out /api/x/2 instead.
    keptText('/api/x/1')
    keepRead('/api/x/41', 'W/"41"', '{}')
    expect(keptEtag('/api/x/1')).toBe('W/"1"')
    expect(keptEtag('/api/x/2')).toBeUndefined()
    keepRead('/api/big', 'W/"b"', 'x'.repeat(256 * 1024 + 1))
    expect(keptEtag('/api/big')).toBeUndefined()
  })

  it('restores what was kept, never over an answer of its own', () => {
    keepRead('/api/records', 'W/"2-a"', '[2]')
    restoreKeptReads([
      { path: '/api/records', etag: 'W/"1-a"', text: '[1]' },
      { path: '/api/stats', etag: 'W/"1-b"', text: '{}' },
    ])
    expect(keptText('/api/records')).toBe('[2]')
    expect(keptEtag('/api/stats')).toBe('W/"1-b"')
    expect(keptReads().map((read) => read.path)).toEqual(['/api/stats', '/api/records'])
    forgetKeptReads()
    expect(keptReads()).toEqual([])
  })
})
