import { LogOutIcon } from 'lucide-react'
import { useEffect, useRef, type ReactElement } from 'react'
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
  const content = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Radix puts a keyboard user on the first item, but the key that opened this menu came
    // before the menu existed; its own focus has been placed by now (children's effects run first).
    if (openedWithKeyboard)
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [openedWithKeyboard])
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent ref={content} align="end">
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
