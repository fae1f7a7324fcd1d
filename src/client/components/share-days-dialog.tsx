import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx'

// Placeholder until the sharing issue lands: it says what is coming and fakes nothing.
export function ShareDaysDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  days: WorkoutDay[]
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share Workout Days</DialogTitle>
          <DialogDescription>Sharing your days by e-mail is coming soon.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  )
}
