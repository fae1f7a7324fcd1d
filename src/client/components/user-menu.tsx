import { useQuery } from '@tanstack/react-query'
import { LogOutIcon } from 'lucide-react'
import { displayName, initials } from '#shared/domain/format.ts'
import { authQueries } from '#client/api/auth.ts'
import { setSessionHint } from '#client/lib/session-hint.ts'
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx'
import { Button } from './ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx'

export function UserMenu() {
  const { data: user } = useQuery(authQueries.user())
  if (!user) return null
  const name = displayName(user)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
          <Avatar>
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initials(user)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate text-sm font-semibold">{name}</p>
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
