import { QuoteIcon } from 'lucide-react'
import { useState } from 'react'
import { randomQuote } from '#shared/domain/quotes.ts'
import { cn } from '#client/lib/cn.ts'
import { Card } from './ui/card.tsx'

/** Spec §1/§3: a random motivational quote (text and author), picked once per visit. */
export function QuoteCard({ className }: { className?: string }) {
  const [quote] = useState(() => randomQuote())
  return (
    <Card className={cn('flex gap-3 p-5', className)}>
      <QuoteIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <figure className="min-w-0">
        <blockquote className="text-sm leading-relaxed font-medium text-balance italic">
          “{quote.text}”
        </blockquote>
        <figcaption className="mt-2 text-xs text-muted-foreground">— {quote.author}</figcaption>
      </figure>
    </Card>
  )
}
