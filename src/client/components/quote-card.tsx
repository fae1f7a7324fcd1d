import { Trans } from '@lingui/react/macro'
import { QuoteIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { QUOTES, randomQuote } from '#shared/domain/quotes.ts'
import { cn } from '#client/lib/cn.ts'
import { useFirstRender } from '#client/lib/first-screen.ts'
import { Card } from './ui/card.tsx'

/**
 * docs/product/overview.md, docs/product/entities.md: a random motivational quote (text and author), picked once per visit. With
 * `clamp` (home, issue 12) it shows two lines whatever the quote, so the page is the same
 * height on every visit, and 'Show more' opens a longer one.
 */
export function QuoteCard({ className, clamp = false }: { className?: string; clamp?: boolean }) {
  // A server-rendered first screen picked it (issue 18): the browser shows the same one. A
  // quotation stays in its published words, in every language (docs/product/quotes.md).
  const first = useFirstRender().quote
  const [quote] = useState(() => (first !== undefined && QUOTES[first]) || randomQuote())
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  const text = useRef<HTMLQuoteElement>(null)
  // Measured when the browser lays the card out (a ResizeObserver is told at once, then on each
  // resize), never by reading sizes in the commit: that forced the first screen's whole first
  // layout inside React's work (issue 18). 'Show more' is absolute: its coming shifts nothing.
  useEffect(() => {
    const node = text.current
    if (!clamp || expanded || !node) return
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => observer.disconnect()
  }, [clamp, expanded])
  return (
    <Card className={cn('flex gap-3 p-5', className)}>
      <QuoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <figure className="relative min-w-0 flex-1">
        <blockquote
          ref={text}
          className={cn(
            'text-sm leading-relaxed font-medium italic',
            // Balanced lines read well in full; clamped, they would end the second line early.
            clamp ? !expanded && 'line-clamp-2' : 'text-balance',
          )}
        >
          “{quote.text}”
        </blockquote>
        {clamp && (overflows || expanded) && (
          <button
            type="button"
            // On the author's line, at its end: the quote keeps the card's whole width.
            className="absolute -right-2 -bottom-3.5 min-h-11 rounded-md px-2 text-xs font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
          </button>
        )}
        <figcaption className="mt-2 text-xs text-muted-foreground">— {quote.author}</figcaption>
      </figure>
    </Card>
  )
}
