import { useSyncExternalStore } from 'react'

export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

export type CurrentToast = ToastMessage & { open: boolean }

/** docs/product/states.md, docs/product/constants.md: a dismissed toast is removed 3000 ms after dismissal (it animates out first). */
export const TOAST_REMOVE_DELAY_MS = 3000

// docs/product/screens.md, docs/product/constants.md: one toast at a time, so a new toast replaces the current one.
let current: CurrentToast | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function toast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++, open: true }
  emit()
}

export function dismissToast(id: number) {
  if (current?.id !== id || !current.open) return
  current = { ...current, open: false }
  emit()
  setTimeout(() => {
    if (current?.id !== id) return
    current = null
    emit()
  }, TOAST_REMOVE_DELAY_MS)
}

export function getCurrentToast() {
  return current
}

export function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getCurrentToast,
    noToast,
  )
}

// Server-rendered and hydrating pages start without a toast (issue 18).
const noToast = () => null
