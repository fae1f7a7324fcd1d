import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'

/**
 * docs/product/screens.md: Finish with sets not done asks first. Its texts through the hook: the
 * screen keeps this dialog memoised, and it still follows a switch of language.
 */
export function IncompleteSetsDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Incomplete Sets Detected`}
      description={t`Some sets have not been completed or have zero weight/reps. Are you sure you want to finish this workout?`}
      cancelLabel={t`Go Back`}
      confirmLabel={t`Finish Anyway`}
      destructive={false}
      onConfirm={onConfirm}
    />
  )
}
