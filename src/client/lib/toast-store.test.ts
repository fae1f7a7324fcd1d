import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, getCurrentToast, toast, TOAST_REMOVE_DELAY_MS } from './toast-store.ts'

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes a dismissed toast at once and removes it 3000 ms later', () => {
    toast({ title: 'Saved' })
    const shown = getCurrentToast()
    expect(shown).toMatchObject({ title: 'Saved', open: true })

    dismissToast(shown!.id)
    expect(getCurrentToast()).toMatchObject({ id: shown!.id, open: false })

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(getCurrentToast()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(getCurrentToast()).toBeNull()
  })

  it('keeps a newer toast when the dismissed one is removed', () => {
    toast({ title: 'First' })
    dismissToast(getCurrentToast()!.id)
    toast({ title: 'Second' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(getCurrentToast()).toMatchObject({ title: 'Second', open: true })
  })

  it('ignores a dismissal of a toast that is no longer shown', () => {
    toast({ title: 'Old' })
    const old = getCurrentToast()!.id
    toast({ title: 'New' })
    dismissToast(old)
    expect(getCurrentToast()).toMatchObject({ title: 'New', open: true })
  })
})
