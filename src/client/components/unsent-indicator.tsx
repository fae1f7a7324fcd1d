import { plural, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { CloudOffIcon } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useOutbox } from '#client/lib/outbox-context.ts'

/** "2 sets not yet saved", "1 set not yet saved"; "Changes not yet saved" for workouts only. */
export const notYetSaved = (sets: number) =>
  sets === 0
    ? t`Changes not yet saved`
    : plural(sets, { one: '# set not yet saved', other: '# sets not yet saved' })

/** A write on its way is no news; one still unsent after this long is. */
const SHOW_AFTER_MS = 2000

/**
 * docs/product/nothing-lost.md, issue 11: "2 sets not yet saved", under every screen's header while the
 * outbox holds writes it could not send (or has not sent for a while).
 */
export function UnsentIndicator() {
  useLingui()
  const outbox = useOutbox()
  const { sets, writes, stalled } = useSyncExternalStore(
    outbox.subscribe,
    outbox.getSnapshot,
    outbox.getServerSnapshot,
  )
  const [late, setLate] = useState(false)
  useEffect(() => {
    setLate(false)
    if (writes === 0) return
    const timer = setTimeout(() => setLate(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [writes])
  const shown = writes > 0 && (stalled || late)
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {shown && (
        <p className="flex items-center justify-center gap-2 border-t bg-muted/60 px-3 py-1 text-xs font-medium text-muted-foreground">
          <CloudOffIcon className="size-4 shrink-0" aria-hidden="true" />
          {notYetSaved(sets)}
        </p>
      )}
    </div>
  )
}
