import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'

/** docs/product/screens.md, docs/product/constants.md: notes over 80 characters or 2 lines collapse to 2 lines. */
export function isLongNote(text: string) {
  return text.length > 80 || text.split('\n').length > 2
}

export function NoteText({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const long = isLongNote(text)
  return (
    <div className={cn('text-sm', className)}>
      <p
        className={cn(
          'break-words whitespace-pre-wrap text-muted-foreground',
          long && !expanded && 'line-clamp-2',
        )}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          className="-my-2 min-h-11 text-xs font-semibold text-foreground underline-offset-4 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  )
}
