import { AppHeader } from '#client/components/app-header.tsx'

// Placeholder until this screen's issue lands.
export default function HistoryScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader title={<h1 className="text-lg font-bold">Workout History</h1>} />
    </div>
  )
}
