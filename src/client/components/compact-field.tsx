import { useId } from 'react'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'

/**
 * A small labelled field of a dense form (a rule's numbers, a program's weights), controlled,
 * with its error tied to it for screen readers. `rows` makes it a text area.
 */
export function CompactField({
  label,
  value,
  error,
  onChange,
  inputMode,
  placeholder,
  rows,
}: {
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  inputMode?: 'decimal' | 'numeric' | 'text'
  placeholder?: string
  rows?: number
}) {
  const id = useId()
  const field = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {rows ? (
        <Textarea
          {...field}
          rows={rows}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-0 font-mono text-sm"
        />
      ) : (
        <Input
          {...field}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className="tabular-nums"
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
