import { Trans } from '@lingui/react/macro'
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

/**
 * Last time's note of a set, under its row (docs/product/screens.md: previous sets show their
 * notes): one line, and the whole of it on a tap when it is longer (issue 42: a note of three
 * lines pushed the sets apart).
 */
export function LastTimeNote({ text, className }: { text: string; className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const line = (
    <>
      <span className="font-medium">
        <Trans>Last time:</Trans>
      </span>{' '}
      {text}
    </>
  )
  const look = cn(
    'block w-[calc(100%-2rem)] text-left text-xs leading-4 break-words whitespace-pre-wrap text-muted-foreground',
    !expanded && 'line-clamp-1',
    className,
  )
  if (text.length <= 40 && !text.includes('\n')) return <p className={cn(look, 'pb-0.5')}>{line}</p>
  return (
    <button
      type="button"
      className={cn(look, 'pb-0.5 hover:text-foreground')}
      aria-expanded={expanded}
      onClick={() => setExpanded(!expanded)}
    >
      {line}
    </button>
  )
}
