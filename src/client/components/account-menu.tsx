import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { LanguagesIcon, LogOutIcon } from 'lucide-react'
import { useCallback, useRef, useState, type ReactElement } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/domain/languages.ts'
import { authQueries, updatePreferences } from '#client/api/auth.ts'
import { rememberLanguage, showLanguage } from '#client/lib/i18n.ts'
import { toast } from '#client/lib/toast-store.ts'
import { displayName } from '#shared/domain/format.ts'
import { lifterHere } from '#client/lib/lifter-device.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'
import { ConfirmDialog } from './ui/confirm-dialog.tsx'
import { notYetSaved } from './unsent-indicator.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
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
  const { t } = useLingui()
  const outbox = useOutbox()
  const chooseLanguage = useLanguageChoice(user)
  // Held here: a Log out the app handles closes the menu itself (its click's default, the
  // navigation, is prevented, and with it the menu's own closing).
  const [menuOpen, setMenuOpen] = useState(true)
  // docs/product/trust-accounts-and-devices.md: "2 sets not yet saved — sign out anyway?" while writes wait.
  const [unsaved, setUnsaved] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const signOut = () => {
    setLeaving(true)
    // Online or offline; nothing of the lifter stays but their unsent writes.
    void lifterHere()?.signOut()
  }
  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent ref={contentRef} align="end">
          <DropdownMenuLabel>
            <p className="truncate text-sm font-semibold">{displayName(user, t`User`)}</p>
            <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* docs/product/languages.md: the language switch, in effect at once. */}
          <DropdownMenuLabel className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            <LanguagesIcon className="size-4" aria-hidden="true" />
            <Trans>Language</Trans>
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={user.language}
            onValueChange={(value) => {
              if (isLanguage(value)) chooseLanguage(value)
            }}
          >
            {LANGUAGES.map((code) => (
              <DropdownMenuRadioItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            {/* The plain link is the way out without the app's script; the app's way works offline. */}
            <a
              href="/api/logout"
              onClick={(event) => {
                if (!lifterHere()) return
                event.preventDefault()
                setMenuOpen(false)
                const { writes, sets } = outbox.getSnapshot()
                if (writes === 0) return signOut()
                const unsent = notYetSaved(sets)
                setUnsaved(t`${unsent} — sign out anyway?`)
                setAsking(true)
              }}
            >
              <LogOutIcon />
              <Trans>Log out</Trans>
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={unsaved ?? ''}
        description={t`They stay on this device and are sent the next time you sign in here.`}
        cancelLabel={t`Stay signed in`}
        confirmLabel={t`Sign out`}
        onConfirm={signOut}
        pending={leaving}
      />
    </>
  )
}

/**
 * The lifter's language: shown at once, kept for this device, and saved on the account (a
 * failure says so; the device keeps showing the choice).
 */
function useLanguageChoice(user: User) {
  const queryClient = useQueryClient()
  return (language: Language) => {
    rememberLanguage(language)
    void showLanguage(language)
    queryClient.setQueryData(authQueries.user().queryKey, { ...user, language })
    updatePreferences({ language }).then(
      (saved) => queryClient.setQueryData(authQueries.user().queryKey, saved),
      () => toast({ title: t`Failed to save the language`, variant: 'destructive' }),
    )
  }
}
