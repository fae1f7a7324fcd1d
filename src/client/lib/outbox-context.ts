import { createContext, use } from 'react'
import type { Outbox } from './outbox.ts'

/** The signed-in lifter's outbox (docs/product/nothing-lost.md), made once by the app's provider. */
export const OutboxContext = createContext<Outbox | null>(null)

export function useOutbox(): Outbox {
  const outbox = use(OutboxContext)
  if (!outbox) throw new Error('useOutbox needs the signed-in app’s provider')
  return outbox
}
