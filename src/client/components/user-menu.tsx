import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type ComponentProps, type ComponentType } from 'react'
import { initials } from '#shared/domain/format.ts'
import { authQueries } from '#client/api/auth.ts'
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx'
import { Button } from './ui/button.tsx'
import type AccountMenuType from './account-menu.tsx'

// The menu (radix DropdownMenu with its popper and focus trap, ~20 KB gzipped) is not part of
// the first screen (issue 7): it loads when the pointer comes near the avatar or it gets focus,
// and opens on the same press that opens radix's own trigger. Loaded by hand rather than with
// lazy(): offline (the session screen works offline) a failed load leaves the look-alike
// trigger in place for the next press instead of throwing.
type AccountMenu = ComponentType<ComponentProps<typeof AccountMenuType>>
let loaded: AccountMenu | null = null
const loadAccountMenu = () =>
  import('./account-menu.tsx').then((module) => (loaded = module.default))

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

export function UserMenu() {
  const { t } = useLingui()
  const { data: user } = useQuery(authQueries.user())
  // Once opened, the real menu takes over for good; until then a look-alike trigger waits.
  const [opened, setOpened] = useState<{ Menu: AccountMenu; keyboard: boolean } | null>(null)
  if (!user) return null
  const letters = initials(user)

  const trigger = (props: ComponentProps<typeof Button>) => (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      // The name starts with the initials the button shows (WCAG 2.5.3, axe 4.14's
      // label-content-name-mismatch), as does its tooltip.
      aria-label={t`${letters}, account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <Avatar>
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback>{letters}</AvatarFallback>
      </Avatar>
    </Button>
  )

  if (opened)
    return <opened.Menu user={user} trigger={trigger({})} openedWithKeyboard={opened.keyboard} />

  const open = (keyboard: boolean) => {
    if (loaded) setOpened({ Menu: loaded, keyboard })
    else
      void loadAccountMenu().then(
        (Menu) => setOpened({ Menu, keyboard }),
        () => {},
      )
  }
  const warm = () => void loadAccountMenu().catch(() => {})
  return trigger({
    onPointerEnter: warm,
    onFocus: warm,
    // The same presses radix's trigger opens on: a plain primary-button press, or a key.
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return
      event.preventDefault()
      open(false)
    },
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return
      event.preventDefault()
      open(true)
    },
  })
}
