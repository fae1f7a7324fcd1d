import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { linguiMacro } from './scripts/lingui-macro.ts'

const apiProject = (name: string, env: Record<string, string>, globalSetup: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node' as const,
    env,
    globalSetup: [globalSetup],
    // Each file builds its own app on its own database, so files share a worker's loaded
    // modules (importing the server costs seconds a file); two at a time.
    isolate: false,
    maxWorkers: 2,
    // Room for a machine busy with other suites: property tests take 4 s alone, 20 s at load 14.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // And for a mail or a log line to arrive (expect.poll waits 1 s by default): npm test runs
    // these beside the browser suites.
    expect: { poll: { timeout: 10_000 } },
  },
})

export default defineConfig({
  test: {
    // Each project's time at the end of a run (docs/decisions/017-test-run-time.md).
    reporters: ['default', './tests/support/project-times.ts'],
    projects: [
      {
        // Client modules with messages compile as in the build (docs/decisions/029).
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'unit',
          // Files share a worker's loaded modules: those that stub globals or fake timers put
          // them back after each test (36 → 16 s of CPU, decision 017's wave eight).
          isolate: false,
          include: ['src/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // The property tests take a second alone and over five on a machine busy with others.
          testTimeout: 30_000,
        },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }, 'tests/support/pglite-global-setup.ts'),
      apiProject('api-postgres', { TEST_DB: 'postgres' }, 'tests/support/postgres-global-setup.ts'),
      {
        // What a browser test renders itself (the spinner's markup) compiles as in the build.
        plugins: [linguiMacro(), lingui()],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/smoke/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/server-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          // Files share a worker's loaded modules (playwright, axe, the server for the files that
          // start their own); each makes its own browser contexts and accounts.
          isolate: false,
          // Two files at a time on this 2-core machine: the browser run computes more than it
          // waits, and four at a time was no faster beside the API suites, only flakier
          // (docs/decisions/017-test-run-time.md).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Real processes behind Debian's nginx on a real PostgreSQL: npm test runs them once
          // the API suites are done, so that the kill and SIGTERM timings are not squeezed.
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
