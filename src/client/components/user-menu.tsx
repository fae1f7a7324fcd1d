import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { initials } from '#shared/domain/format.ts'
import { authQueries } from '#client/api/auth.ts'
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx'
import { Button } from './ui/button.tsx'

// The menu (radix DropdownMenu with its popper and focus trap, ~20 KB gzipped) is not part of
// the first screen: it loads when the pointer comes near the avatar or it gets focus, and opens
// on the same press that opens radix's own trigger (issue 7).
const loadAccountMenu = () => import('./account-menu.tsx')
const AccountMenu = lazy(loadAccountMenu)

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

export function UserMenu() {
  const { data: user } = useQuery(authQueries.user())
  // Once asked for, the real menu takes over for good; until then a look-alike trigger waits.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null)
  if (!user) return null

  const trigger = (props: ComponentProps<typeof Button>) => (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <Avatar>
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback>{initials(user)}</AvatarFallback>
      </Avatar>
    </Button>
  )

  if (!opened) {
    return trigger({
      onPointerEnter: () => void loadAccountMenu(),
      onFocus: () => void loadAccountMenu(),
      // The same presses radix's trigger opens on: a plain primary-button press, or a key.
      onPointerDown: (event) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        setOpened('pointer')
      },
      onKeyDown: (event) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        setOpened('keyboard')
      },
    })
  }
  return (
    <Suspense fallback={trigger({ 'aria-busy': true })}>
      <AccountMenu user={user} trigger={trigger({})} openedWithKeyboard={opened === 'keyboard'} />
    </Suspense>
  )
}
