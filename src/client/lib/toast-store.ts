import { useSyncExternalStore } from 'react'

export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

// Spec §2/§9: one toast at a time, so a new toast replaces the current one.
let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function toast(message: Omit<ToastMessage, 'id'>) {
  current = { ...message, id: nextId++ }
  emit()
}

export function dismissToast(id: number) {
  if (current?.id !== id) return
  current = null
  emit()
}

export function useCurrentToast() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}
