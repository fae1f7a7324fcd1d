import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type KeyboardEvent } from 'react'
import { ICON_CATALOGUE, resolveIconKey, type IconKey } from '#shared/domain/icons.ts'
import { ICON_LABELS } from './icon-labels.ts'
import { cn } from '#client/lib/cn.ts'
import { Button } from './ui/button.tsx'
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx'
import { WorkoutIcon } from './workout-icon.tsx'

const COLUMNS = 5 // docs/product/screens.md, docs/product/constants.md: the picker grid has 5 columns

/**
 * docs/product/screens.md: a popover with the icon catalogue in a 5-column grid; it opens on click and closes
 * once an icon is chosen. Arrow keys move through the grid, Home/End jump to the ends.
 */
export function IconPicker({
  value,
  onChange,
  id,
  'aria-labelledby': labelledBy,
}: {
  value: string
  onChange: (icon: IconKey) => void
  id?: string
  'aria-labelledby'?: string
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const selected = resolveIconKey(value)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = buttons.current.indexOf(document.activeElement as HTMLButtonElement)
    if (current < 0) return
    const last = ICON_CATALOGUE.length - 1
    const target = {
      ArrowRight: Math.min(current + 1, last),
      ArrowLeft: Math.max(current - 1, 0),
      ArrowDown: current + COLUMNS <= last ? current + COLUMNS : current,
      ArrowUp: current - COLUMNS >= 0 ? current - COLUMNS : current,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          aria-labelledby={labelledBy && id ? `${labelledBy} ${id}` : undefined}
          className="h-11 justify-start gap-3 px-3"
        >
          <span className="flex size-8 items-center justify-center rounded-md bg-primary/12 text-primary">
            <WorkoutIcon icon={selected} className="size-5!" />
          </span>
          {t(ICON_LABELS[selected])}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={t`Choose an icon`}
        align="start"
        collisionPadding={8}
        className="w-[min(22rem,calc(100vw-1rem))] p-2"
        onOpenAutoFocus={(event) => {
          // Start on the chosen icon rather than the first one.
          event.preventDefault()
          buttons.current[ICON_CATALOGUE.findIndex((icon) => icon.key === selected)]?.focus()
        }}
      >
        <div
          role="group"
          aria-label={t`Icons`}
          className="grid grid-cols-5 gap-1"
          onKeyDown={onGridKeyDown}
        >
          {ICON_CATALOGUE.map((icon, index) => {
            const isSelected = icon.key === selected
            return (
              <button
                key={icon.key}
                ref={(element) => {
                  buttons.current[index] = element
                }}
                type="button"
                title={t(ICON_LABELS[icon.key])}
                aria-pressed={isSelected}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => {
                  onChange(icon.key)
                  setOpen(false)
                }}
                className={cn(
                  'flex min-h-13 flex-col items-center justify-center gap-1 rounded-md py-1.5 text-[0.625rem] leading-tight text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
                  isSelected && 'bg-primary/12 font-semibold text-foreground ring-1 ring-primary',
                )}
              >
                <WorkoutIcon
                  icon={icon.key}
                  className={cn('size-6', isSelected ? 'text-primary' : 'text-foreground')}
                />
                <span className="w-full truncate text-center">{t(ICON_LABELS[icon.key])}</span>
              </button>
            )
          })}
        </div>
      </PopoverContent>
    </Popover>
  )
}
