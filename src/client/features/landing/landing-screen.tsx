import {
  CalendarDaysIcon,
  CheckIcon,
  DumbbellIcon,
  HandIcon,
  HistoryIcon,
  LibraryBigIcon,
  LinkIcon,
  MoonStarIcon,
  RotateCcwIcon,
  TrendingUpIcon,
  ZapIcon,
  BarChart3Icon,
} from 'lucide-react'
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Brand } from '#client/components/brand.tsx'
import { ThemeToggle } from '#client/components/theme-toggle.tsx'
import { LanguageSelect } from '#client/components/language-select.tsx'
import { buttonVariants } from '#client/components/ui/button-variants.ts'

// docs/product/screens.md: every login button sends the browser to /api/login.
const LOGIN_PATH = '/api/login'

const FEATURES = [
  {
    icon: ZapIcon,
    title: msg`Quick Logging`,
    text: msg`Log a set in under 3 taps. Last time’s numbers are pre-filled, so repeating them is a single tap.`,
  },
  {
    icon: TrendingUpIcon,
    title: msg`Track Progress`,
    text: msg`See your previous weights and reps beside every set, and the total volume of every workout.`,
  },
  {
    icon: CalendarDaysIcon,
    title: msg`Workout Days`,
    text: msg`Organize training by day — Push, Pull, Legs or your own custom split — and start one in a tap.`,
  },
  {
    icon: LibraryBigIcon,
    title: msg`Exercise Library`,
    text: msg`Build your own library of exercises with warm-up and working sets that fit how you train.`,
  },
]

const POINTS = [
  {
    icon: HandIcon,
    title: msg`One-Handed Operation`,
    text: msg`Big targets within thumb reach, made for the gym floor.`,
  },
  {
    icon: RotateCcwIcon,
    title: msg`Previous Sets Visible`,
    text: msg`Last session’s weight and reps sit right beside each set.`,
  },
  {
    icon: BarChart3Icon,
    title: msg`Volume Tracking`,
    text: msg`Every workout’s total volume, counted for you.`,
  },
  {
    icon: LinkIcon,
    title: msg`Advanced Weight Modes`,
    text: msg`Chains, inverse chains and eccentric loading, logged properly.`,
  },
  {
    icon: HistoryIcon,
    title: msg`Workout History`,
    text: msg`Review, correct and learn from every session you have logged.`,
  },
  {
    icon: MoonStarIcon,
    title: msg`Dark Mode`,
    text: msg`Easy on the eyes under harsh gym lights — or switch to light.`,
  },
]

// A link styled as a button with the plain class list: <Button asChild> would bring
// tailwind-merge and radix's Slot to the landing page (issue 7).
function LoginButton({ children, size = 'lg' }: { children: ReactNode; size?: 'default' | 'lg' }) {
  return (
    <a href={LOGIN_PATH} className={buttonVariants({ size })}>
      {children}
    </a>
  )
}

/** A still of the session screen: what the product feels like between sets. */
function SessionPreview() {
  const sets = [
    { n: 1, weight: 135, reps: 10, last: '135 × 10', done: true, warmup: true },
    { n: 2, weight: 185, reps: 8, last: '180 × 8', done: true, warmup: false },
    { n: 3, weight: 185, reps: 8, last: '180 × 7', done: false, warmup: false },
  ]
  const count = sets.length
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-sm rounded-[2rem] border bg-card p-4 shadow-2xl shadow-primary/10"
    >
      <div className="mb-3 flex items-center justify-between">
        <div>
          <p className="text-xs font-medium text-muted-foreground">
            <Trans>Push Day</Trans>
          </p>
          <p className="text-lg font-bold">
            <Trans>Bench Press</Trans>
          </p>
        </div>
        <span className="rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-foreground">
          <Plural value={count} one="# set" other="# sets" />
        </span>
      </div>
      <ul className="space-y-2">
        {sets.map(({ last, ...set }) => (
          <li
            key={set.n}
            className={`flex items-center gap-3 rounded-xl border p-3 ${set.done ? 'bg-muted/60' : 'border-primary/50 bg-background'}`}
          >
            <span className="flex size-7 items-center justify-center rounded-full bg-muted text-xs font-bold">
              {set.n}
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={`font-semibold tabular-nums ${set.done ? 'text-muted-foreground' : ''}`}
              >
                {set.weight} lbs × {set.reps}
              </p>
              <p className="text-xs text-muted-foreground">
                {set.warmup ? <Trans>Warm-up</Trans> : <Trans>Working</Trans>} ·{' '}
                <Trans>Last: {last}</Trans>
              </p>
            </div>
            <span
              className={`flex size-9 items-center justify-center rounded-full ${set.done ? 'bg-success text-background' : 'border-2 border-primary text-primary'}`}
            >
              <CheckIcon className="size-4" />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-2 text-center">
        <div className="rounded-xl bg-muted/60 p-2">
          <p className="text-xs text-muted-foreground">
            <Trans>Volume</Trans>
          </p>
          <p className="font-bold tabular-nums">{i18n.number(4310)} lbs</p>
        </div>
        <div className="rounded-xl bg-muted/60 p-2">
          <p className="text-xs text-muted-foreground">
            <Trans>Taps to log</Trans>
          </p>
          <p className="font-bold tabular-nums">1</p>
        </div>
      </div>
    </div>
  )
}

export function LandingScreen() {
  const { t } = useLingui()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Brand />
          <div className="flex items-center gap-1">
            <LanguageSelect />
            <ThemeToggle />
            <LoginButton size="default">
              <Trans>Log In</Trans>
            </LoginButton>
          </div>
        </div>
      </header>

      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-[radial-gradient(ellipse_at_center,var(--color-primary)_0%,transparent_65%)] opacity-15"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
            <div className="text-center lg:text-left">
              <p className="mb-4 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-semibold text-muted-foreground">
                <DumbbellIcon className="size-3.5 text-primary" aria-hidden="true" />
                <Trans>The workout log for people who lift</Trans>
              </p>
              <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                <Trans>Track Your Strength Journey</Trans>
              </h1>
              <p className="mx-auto mt-5 max-w-xl text-lg text-muted-foreground lg:mx-0">
                <Trans>
                  Plan your training days, log every set in a tap with last time’s numbers in view,
                  and watch your volume climb. No feeds, no followers — just you and the bar.
                </Trans>
              </p>
              <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
                <LoginButton>
                  <Trans>Start Training</Trans>
                </LoginButton>
                <span className="text-sm text-muted-foreground">
                  <Trans>Free, and works great on your phone.</Trans>
                </span>
              </div>
            </div>
            <SessionPreview />
          </div>
        </section>

        <section aria-labelledby="features-title" className="border-t bg-muted/30">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="features-title" className="sr-only">
              <Trans>Features</Trans>
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="rounded-xl border bg-card p-6 shadow-sm">
                  <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="serious-title">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
            <h2
              id="serious-title"
              className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
            >
              <Trans>Built for Serious Training</Trans>
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              <Trans>Everything you need between sets, nothing you don’t.</Trans>
            </p>
            <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {POINTS.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full border text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{t(title)}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
          <div className="mx-auto max-w-4xl rounded-2xl border bg-card px-6 py-12 text-center shadow-sm sm:px-12">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
              <Trans>Ready to Level Up Your Training?</Trans>
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
              <Trans>
                Set up your split in a couple of minutes and log your next session with Ironlog.
              </Trans>
            </p>
            <div className="mt-8">
              <LoginButton>
                <Trans>Get Started Free</Trans>
              </LoginButton>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <Brand small />
          <p>
            <Trans>© 2024 Ironlog. All rights reserved.</Trans>
          </p>
        </div>
      </footer>
    </div>
  )
}
