import { Link } from 'wouter'
import { AppHeader } from '#client/components/app-header.tsx'
import { Brand } from '#client/components/brand.tsx'

export default function HomeScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <Link href="/" aria-label="Ironlog home" className="rounded-md">
            <Brand />
          </Link>
        }
      />
      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">Your dashboard is on its way</h1>
        <p className="mt-2 max-w-prose text-muted-foreground">
          Stats, drafts and your workout days arrive here in the next release.
        </p>
      </main>
    </div>
  )
}
