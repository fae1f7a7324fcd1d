import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LoaderCircleIcon, SendIcon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import type { SharedDay } from '#shared/contract/shares.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { resolveIconKey } from '#shared/domain/icons.ts'
import { createShare, shareQueries } from '#client/api/shares.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast-store.ts'
import { Button } from './ui/button.tsx'
import { ExerciseCount } from './exercise-count.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx'
import { Input } from './ui/input.tsx'
import { Label } from './ui/label.tsx'

/** Sends a copy of some of the lifter's workout days to another lifter by e-mail (docs/product/screens.md). */
export function ShareDaysDialog({
  open,
  onOpenChange,
  days,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  days: WorkoutDay[]
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Share Workout Days</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Send a copy of your workout days to another lifter. They can accept it into their own
              account or reject it.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        <ShareDaysForm days={days} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

type Errors = { email?: string; days?: string }

function ShareDaysForm({ days, onDone }: { days: WorkoutDay[]; onDone: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [errors, setErrors] = useState<Errors>({})

  const share = useMutation({
    mutationFn: createShare,
    onSuccess: async (_share, body) => {
      // docs/product/errors.md.
      const email = body.recipientEmail
      toast({ title: t`Share Sent`, description: t`Workout days shared with ${email}` })
      onDone()
      await queryClient.invalidateQueries({ queryKey: shareQueries.all() })
    },
    onError: (error) => failureToast(error, t`Failed to share workout days`),
  })

  const toggle = (dayId: string) => {
    setSelected((current) => {
      const next = new Set(current)
      if (!next.delete(dayId)) next.add(dayId)
      return next
    })
    setErrors((current) => ({ ...current, days: undefined }))
  }
  const allSelected = days.length > 0 && selected.size === days.length

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const recipientEmail = email.trim()
    // docs/product/validation.md: exactly these messages.
    const found: Errors = {
      email: recipientEmail ? undefined : t`Please enter a recipient email`,
      days: selected.size ? undefined : t`Please select at least one workout day to share`,
    }
    setErrors(found)
    if (found.email || found.days) {
      document.getElementById(found.email ? `${id}-email` : `${id}-day-0`)?.focus()
      return
    }
    // A snapshot of the chosen days, in the lifter's own order (docs/product/api.md).
    const workoutDayData: SharedDay[] = days
      .filter((day) => selected.has(day.id))
      .map(({ name, icon, exercises }) => ({ name, icon: resolveIconKey(icon), exercises }))
    share.mutate({ recipientEmail, workoutDayData })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>
          <Trans>Recipient Email</Trans>
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t`partner@example.com`}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setErrors((current) => ({ ...current, email: undefined }))
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="text-sm font-medium text-destructive">
            {errors.email}
          </p>
        )}
      </div>

      <div
        role="group"
        aria-labelledby={`${id}-days-label`}
        className="grid min-w-0 gap-2"
        aria-describedby={errors.days ? `${id}-days-error` : undefined}
      >
        <div className="flex items-center justify-between gap-2">
          <span id={`${id}-days-label`} className="text-sm leading-none font-medium">
            <Trans>Workout Days</Trans>
          </span>
          {days.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-my-3 h-11"
              onClick={() => {
                setSelected(allSelected ? new Set() : new Set(days.map((day) => day.id)))
                setErrors((current) => ({ ...current, days: undefined }))
              }}
            >
              {allSelected ? <Trans>Clear all</Trans> : <Trans>Select all</Trans>}
            </Button>
          )}
        </div>
        {/* docs/product/constants.md: the day list scrolls past 300 px. */}
        <div
          className={cn(
            'max-h-[300px] overflow-y-auto overscroll-contain rounded-lg border',
            errors.days && 'border-destructive',
          )}
        >
          {days.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              <Trans>You have no workout days to share.</Trans>
            </p>
          ) : (
            <ul className="divide-y">
              {days.map((day, index) => (
                <li key={day.id}>
                  <label
                    htmlFor={`${id}-day-${index}`}
                    className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-accent/60"
                  >
                    <input
                      id={`${id}-day-${index}`}
                      type="checkbox"
                      className="size-5 shrink-0 accent-primary"
                      checked={selected.has(day.id)}
                      onChange={() => toggle(day.id)}
                    />
                    <span className="min-w-0 flex-1 truncate font-medium">{day.name}</span>
                    <span className="shrink-0 text-sm text-muted-foreground">
                      <ExerciseCount count={day.exercises.length} />
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
        {errors.days && (
          <p id={`${id}-days-error`} className="text-sm font-medium text-destructive">
            {errors.days}
          </p>
        )}
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={share.isPending}>
          {share.isPending ? <LoaderCircleIcon className="animate-spin" /> : <SendIcon />}
          <Trans>Share</Trans>
        </Button>
      </DialogFooter>
    </form>
  )
}
