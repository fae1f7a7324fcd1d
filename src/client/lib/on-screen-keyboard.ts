/**
 * A touch-first device, whose on-screen keyboard covers half the screen once an input has the
 * focus: dialogs there focus an input only when typing is all they are for (issue 12).
 */
export function keyboardOnScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
}

/**
 * For a dialog's `onOpenAutoFocus`: on a touch-first device the dialog itself takes the focus
 * (it needs `tabIndex={-1}`), not its first input; elsewhere the first input does, as usual.
 */
export function focusDialogOnTouch(event: Event) {
  if (!keyboardOnScreen()) return
  event.preventDefault()
  ;(event.currentTarget as HTMLElement).focus()
}
