import { AppHeader } from '#client/components/app-header.tsx'

// Placeholder until this screen's issue lands.
export default function SettingsScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader title={<h1 className="text-lg font-bold">Settings</h1>} />
    </div>
  )
}
