import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './after-paint.ts'

/** A page whose frames are painted only when `paint()` is called, and whose visibility can change. */
function fakePage() {
  const frames: FrameRequestCallback[] = []
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  const window = new EventTarget()
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', window)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  return {
    paint: () => frames.splice(0).forEach((frame) => frame(0)),
    hide: () => {
      document.visibilityState = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    },
    leave: () => window.dispatchEvent(new Event('pagehide')),
    document,
  }
}

function watch(promise: Promise<void>) {
  const state = { resolved: false }
  void promise.then(() => (state.resolved = true))
  return state
}

describe('afterPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('waits for the next frame to be painted, then one task more', async () => {
    const page = fakePage()
    const state = watch(afterPaint())
    await vi.advanceTimersByTimeAsync(50)
    expect(state.resolved).toBe(false)
    page.paint()
    await vi.advanceTimersByTimeAsync(0)
    expect(state.resolved).toBe(true)
  })

  it('gives up waiting for a frame after 100 ms', async () => {
    fakePage()
    const state = watch(afterPaint())
    await vi.advanceTimersByTimeAsync(99)
    expect(state.resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.resolved).toBe(true)
  })

  it('resolves at once when the page is hidden (a phone locked right after a tap)', async () => {
    const page = fakePage()
    const state = watch(afterPaint())
    page.hide()
    await Promise.resolve()
    expect(state.resolved).toBe(true)
  })

  it('resolves at once when the page is left', async () => {
    const page = fakePage()
    const state = watch(afterPaint())
    page.leave()
    await Promise.resolve()
    expect(state.resolved).toBe(true)
  })

  it('has every caller before the next frame share one wait, and the next one wait anew', async () => {
    const page = fakePage()
    const frames = vi.fn()
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames()
      return setTimeout(() => callback(0), 0)
    })
    const first = watch(afterPaint())
    const second = watch(afterPaint())
    expect(frames).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect([first.resolved, second.resolved]).toEqual([true, true])
    const third = watch(afterPaint())
    expect(frames).toHaveBeenCalledTimes(2)
    expect(third.resolved).toBe(false)
    page.leave()
    await Promise.resolve()
    expect(third.resolved).toBe(true)
  })

  it('does not wait on a page that is hidden already', async () => {
    const page = fakePage()
    page.document.visibilityState = 'hidden'
    const state = watch(afterPaint())
    await Promise.resolve()
    expect(state.resolved).toBe(true)
    // Shown again: the next call waits for a frame.
    page.document.visibilityState = 'visible'
    const next = watch(afterPaint())
    await Promise.resolve()
    expect(next.resolved).toBe(false)
    page.paint()
    await vi.advanceTimersByTimeAsync(0)
    expect(next.resolved).toBe(true)
  })
})
