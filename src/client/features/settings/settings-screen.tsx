import { t } from '@lingui/core/macro'
import { useState } from 'react'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { AccountSecuritySection } from './account-security-section.tsx'
import { ApiTokensSection } from './api-tokens-section.tsx'
import { DayFormDialog } from './day-form-dialog.tsx'
import { EditExercisesDialog } from './edit-exercises-dialog.tsx'
import { PreferencesSection } from './preferences-section.tsx'
import { WorkoutDaysSection } from './workout-days-section.tsx'
import { YourDataSection } from './your-data-section.tsx'
import { useDayMutations } from './use-day-mutations.ts'

type Editing =
  | { kind: 'create' }
  | { kind: 'details'; day: WorkoutDay }
  | { kind: 'exercises'; day: WorkoutDay }
  | null

/** /settings (docs/product/screens.md): the lifter's workout days, their preferences and their data (docs/product/import-export.md). */
export default function SettingsScreen() {
  const [editing, setEditing] = useState<Editing>(null)
  const mutations = useDayMutations()
  const close = () => setEditing(null)

  return (
    <div className="min-h-dvh">
      <AppHeader
        title={<BackTitle backHref="/" backLabel={t`Back to home`} title={t`Settings`} />}
      />
      <main className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-6 sm:px-6 sm:py-8">
        <WorkoutDaysSection
          mutations={mutations}
          onCreate={() => setEditing({ kind: 'create' })}
          onEditDetails={(day) => setEditing({ kind: 'details', day })}
          onEditExercises={(day) => setEditing({ kind: 'exercises', day })}
        />
        <PreferencesSection />
        <AccountSecuritySection />
        <ApiTokensSection />
        <YourDataSection />
      </main>

      {editing?.kind === 'create' && (
        <DayFormDialog
          open
          onOpenChange={(open) => !open && close()}
          pending={mutations.create.isPending}
          onSubmit={(values) =>
            mutations.create.mutate({ ...values, exercises: [] }, { onSuccess: close })
          }
        />
      )}
      {editing?.kind === 'details' && (
        <DayFormDialog
          key={editing.day.id}
          open
          onOpenChange={(open) => !open && close()}
          initial={editing.day}
          pending={mutations.update.isPending}
          onSubmit={(values) =>
            mutations.update.mutate({ id: editing.day.id, body: values }, { onSuccess: close })
          }
        />
      )}
      {editing?.kind === 'exercises' && (
        <EditExercisesDialog
          key={editing.day.id}
          day={editing.day}
          open
          onOpenChange={(open) => !open && close()}
        />
      )}
    </div>
  )
}
