import { LogOutIcon } from 'lucide-react'
import { useCallback, useRef, type ReactElement } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { displayName } from '#shared/domain/format.ts'
import { setSessionHint } from '#client/lib/session-hint.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx'

/**
 * The account menu proper, loaded by user-menu.tsx when the lifter first opens it. It mounts
 * open, so the tap or key that asked for it is not lost.
 */
export default function AccountMenu({
  user,
  trigger,
  openedWithKeyboard,
}: {
  user: User
  trigger: ReactElement
  openedWithKeyboard: boolean
}) {
  // Radix puts a keyboard user on the first item, but the key that opened this menu came before
  // the menu existed. Once, after radix's own focus on the content (portalled content mounts a
  // commit later, hence a ref callback and a frame).
  const focusFirstItem = useRef(openedWithKeyboard)
  const contentRef = useCallback((node: HTMLDivElement | null) => {
    if (!node || !focusFirstItem.current) return
    focusFirstItem.current = false
    requestAnimationFrame(() => node.querySelector<HTMLElement>('[role="menuitem"]')?.focus())
  }, [])
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent ref={contentRef} align="end">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold">{displayName(user)}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/api/logout" onClick={() => setSessionHint(false)}>
            <LogOutIcon />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
