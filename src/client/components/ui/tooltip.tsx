import { Slot } from '@radix-ui/react-slot'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react'
import { createPortal } from 'react-dom'

/** docs/product/constants.md: a tooltip opens after 700 ms of hover; within 300 ms of one closing, the next at once. */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300
/** Between the control and its tooltip, and between the tooltip and the window's edges. */
const SIDE_OFFSET = 6
const EDGE = 8

// One tooltip at a time, across the page.
let current: { owner: object; close: () => void } | null = null
let closedAt = -Infinity

/**
 * Names an icon-only control on hover and keyboard focus. `children` must take a ref and pass
 * props through to its element, as Button does. Hand-made rather than radix's Tooltip (with its
 * popper, floating-ui and dismissable layer, ~15 KB gzipped): every screen's header has some,
 * so they are on the first screen's path (issue 18). Above the control, below when there is no
 * room (the header's); never on touch (a press would open it under the finger).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const [open, setOpen] = useState(false)
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' })
  const trigger = useRef<HTMLElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pointerDown = useRef(false)
  const [owner] = useState(() => ({}))
  const id = useId()

  const show = () => {
    clearTimeout(timer.current)
    if (current && current.owner !== owner) current.close()
    current = { owner, close: () => setOpen(false) }
    setOpen(true)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (current?.owner === owner) {
      current = null
      closedAt = performance.now()
    }
    setOpen(false)
  }
  const showSoon = () => {
    if (open) return
    clearTimeout(timer.current)
    if (performance.now() - closedAt < SKIP_DELAY_MS) show()
    else timer.current = setTimeout(show, OPEN_DELAY_MS)
  }

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    window.addEventListener('keydown', onKey)
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', hide, { capture: true })
    }
  })
  // Placed once shown and measured (hidden meanwhile): its size depends on the label.
  useLayoutEffect(() => {
    if (!open || !trigger.current || !content.current) return
    const anchor = trigger.current.getBoundingClientRect()
    const { width, height } = content.current.getBoundingClientRect()
    const above = anchor.top - SIDE_OFFSET - height
    const top = above >= EDGE ? above : anchor.bottom + SIDE_OFFSET
    const centred = anchor.left + anchor.width / 2 - width / 2
    const left = Math.max(EDGE, Math.min(centred, window.innerWidth - EDGE - width))
    setStyle({ top, left })
  }, [open, label])

  return (
    <>
      <Slot
        ref={trigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && showSoon()}
        onPointerLeave={hide}
        onPointerDown={() => {
          pointerDown.current = true
          hide()
        }}
        onPointerUp={() => (pointerDown.current = false)}
        onClick={hide}
        // Keyboard focus opens it at once; a focus that comes with a press does not.
        onFocus={() => !pointerDown.current && show()}
        onBlur={() => {
          pointerDown.current = false
          hide()
        }}
      >
        {children}
      </Slot>
      {open &&
        createPortal(
          <div
            ref={content}
            id={id}
            role="tooltip"
            style={style}
            className="pointer-events-none fixed z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  )
}
