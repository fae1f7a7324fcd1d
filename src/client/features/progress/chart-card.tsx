import type { ReactNode } from 'react'
import { Card } from '#client/components/ui/card.tsx'

/** A chart with its title, and a summary of it for a screen reader. */
export function ChartCard({
  title,
  summary,
  children,
}: {
  title: string
  summary: string
  children: ReactNode
}) {
  return (
    <Card className="grid min-w-0 gap-2 p-4 sm:p-5">
      <figure className="grid min-w-0 gap-2">
        <figcaption>
          <h2 className="font-semibold">{title}</h2>
          <p className="sr-only">{summary}</p>
        </figcaption>
        {children}
      </figure>
    </Card>
  )
}
