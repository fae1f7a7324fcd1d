import { describe, expect, it } from 'vitest'
import { afterPaint } from '#client/lib/after-paint.ts'
import { lifterNames } from '#client/lib/lifter-device.ts'
import { RestTimer, secondsLeft } from './rest-timer.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

describe('rest timer', () => {
  it('keeps its end time, so a new page picks it up', async () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const key = lifterNames.rest('day-1', 'lifter-1')
    const timer = new RestTimer(key, storage, () => now)
    timer.start(120)
    await afterPaint()
    now += 30_500
    expect(secondsLeft(timer.getSnapshot()!, now)).toBe(90)
    const reloaded = new RestTimer(key, storage, () => now)
    expect(reloaded.getSnapshot()).toEqual(timer.getSnapshot())
    // Ended while away: no rest, and the stored one is gone.
    now += 200_000
    expect(new RestTimer(key, storage, () => now).getSnapshot()).toBeNull()
    expect(storage.map.size).toBe(0)
  })

  it('moves the end by ±15 s, never before now, and skips', () => {
    const now = 0
    const storage = memoryStorage()
    const timer = new RestTimer('k', storage, () => now)
    let calls = 0
    timer.subscribe(() => calls++)
    timer.start(60)
    timer.adjust(15)
    expect(secondsLeft(timer.getSnapshot()!, now)).toBe(75)
    timer.adjust(-90)
    expect(timer.getSnapshot()!.endsAt).toBe(now)
    expect(secondsLeft(timer.getSnapshot()!, now)).toBe(0)
    timer.skip()
    expect(timer.getSnapshot()).toBeNull()
    expect(storage.map.size).toBe(0)
    expect(calls).toBe(4)
  })

  it('stores a change once the next frame is painted, the newest one', async () => {
    const storage = memoryStorage()
    const timer = new RestTimer('k', storage, () => 0)
    timer.start(60)
    timer.adjust(15)
    // The tap's frame comes first: nothing stored yet, the timer already runs.
    expect(storage.map.size).toBe(0)
    expect(timer.getSnapshot()!.endsAt).toBe(75_000)
    await afterPaint()
    expect(JSON.parse(storage.getItem('k')!)).toMatchObject({ endsAt: 75_000, duration: 75 })
    timer.skip()
    await afterPaint()
    expect(storage.map.size).toBe(0)
  })

  it('ignores unreadable stored state', () => {
    const storage = memoryStorage()
    storage.setItem('k', '{nope')
    expect(new RestTimer('k', storage).getSnapshot()).toBeNull()
  })
})
