import { afterEach, describe, expect, it, vi } from 'vitest'
import { readImportFile } from './import-worker.ts'

const NOT_JSON = { kind: 'json', text: 'not json' } as const

describe('the import worker', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a file sent while the idle worker before it is still ending', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await expect(readImportFile(NOT_JSON)).rejects.toMatchObject({ statusCode: 400 })
    // Idle long enough: the worker is told to end, and the next file starts another at once.
    vi.advanceTimersByTime(30_000)
    await expect(readImportFile(NOT_JSON)).rejects.toMatchObject({ statusCode: 400 })
    await expect(readImportFile(NOT_JSON)).rejects.toMatchObject({ statusCode: 400 })
  })
})
