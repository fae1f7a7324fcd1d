import { useId } from 'react'
import { Label } from '#client/components/ui/label.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { useTheme } from '#client/lib/theme.ts'

/** Spec §2: the 'Preferences' section with the theme switch. */
export function PreferencesSection() {
  const { theme, setTheme } = useTheme()
  const switchId = useId()
  const descriptionId = useId()
  return (
    <section aria-labelledby={`${switchId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${switchId}-heading`} className="text-xl font-bold tracking-tight">
        Preferences
      </h2>
      <div className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Dark Mode</Label>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Dark is the default; switch it off for the light theme.
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={descriptionId}
          checked={theme === 'dark'}
          onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        />
      </div>
    </section>
  )
}
