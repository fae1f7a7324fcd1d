import { useLingui } from '@lingui/react/macro'
import { Link2Icon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

/**
 * The colour of a superset's label and tags ("A1"): the accent, dark enough to read on a light
 * card (the light theme's primary is too pale for text).
 */
export const SUPERSET_TEXT = 'text-orange-800 dark:text-primary'

/**
 * docs/product/set-kinds.md: a superset as one block — its exercises on a shared rail under "Superset A"
 * (the session, history and the Edit Workout form show it alike).
 */
export function SupersetGroup({
  label,
  note,
  className,
  children,
}: {
  label: string
  /** A word on how it is done, after the label. */
  note?: ReactNode
  className?: string
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`Superset ${label}`}
      className={cn('relative flex flex-col gap-2 pl-4', className)}
    >
      <span
        aria-hidden="true"
        className="absolute top-8 bottom-2 left-0.5 w-1 rounded-full bg-primary/60"
      />
      <p className={cn('flex min-h-6 items-center gap-1.5 text-xs font-semibold', SUPERSET_TEXT)}>
        <Link2Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="tracking-wider uppercase">{t`Superset ${label}`}</span>
        {note && <span className="font-normal text-muted-foreground">· {note}</span>}
      </p>
      {children}
    </section>
  )
}
