import { appendFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

export type ProjectTime = {
  project: string
  files: number
  tests: number
  start: number
  end: number
}

/**
 * A reporter that closes a run with each project's time: from its first file's start to its last
 * file's end (the wall time it took, beside the others), its files and tests. With
 * TEST_TIMES_FILE set (scripts/test.ts), each project's line is also appended there as JSON.
 */
export default class ProjectTimes implements Reporter {
  private readonly projects = new Map<string, ProjectTime>()

  onTestModuleStart(module: TestModule) {
    const name = module.project.name
    const time = this.projects.get(name) ?? {
      project: name,
      files: 0,
      tests: 0,
      start: Date.now(),
      end: 0,
    }
    this.projects.set(name, time)
  }

  onTestModuleEnd(module: TestModule) {
    const time = this.projects.get(module.project.name)!
    time.files += 1
    time.tests += [...module.children.allTests()].length
    time.end = Date.now()
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return
    const lines = [...this.projects.values()].map(projectLine)
    console.log(`\nTime per project (first file's start to last file's end):\n${lines.join('\n')}`)
    const file = process.env.TEST_TIMES_FILE
    if (file) {
      for (const p of this.projects.values()) appendFileSync(file, `${JSON.stringify(p)}\n`)
    }
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const projectLine = (p: ProjectTime) =>
  `  ${p.project.padEnd(14)} ${seconds(p.end - p.start).padStart(7)}  ${p.files} files, ${p.tests} tests`
