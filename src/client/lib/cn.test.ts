import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { cn, mergeClasses } from './cn.ts'

// cn() merges with tailwind-merge's algorithm over a table of only the classes this code writes
// (cn-groups.generated.ts, issue 18): the full default table (~3,000 class groups' rules) took ~150 ms to
// build at 4x CPU on the first cn() of every load. This file makes the table from the code and
// holds it to tailwind-merge's own: a class added to the code that is missing from the table
// fails here; `npx vitest run --project unit src/client/lib/cn.test.ts -u` writes the new table.

const CLIENT = join(import.meta.dirname, '..')
const TABLE = join(import.meta.dirname, 'cn-groups.generated.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    const code = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
    return code && path !== TABLE ? [path] : []
  })
}

/**
 * Every whitespace-separated word of every string in the client's code: the classes are among
 * them, as Tailwind itself only makes CSS for classes written whole in the sources.
 */
function classCandidates(): string[] {
  const words = new Set<string>()
  for (const file of sourceFiles(CLIENT)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/\s+/)) if (word) words.add(word)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return [...words].sort()
}

const defaults = getDefaultConfig()
const groupIds = Object.keys(defaults.classGroups)

/** How tailwind-merge reads a class (modifiers, important, base, postfix), as its own parser does. */
const parse = (() => {
  let parsed: { baseClassName: string; maybePostfixModifierPosition?: number } | undefined
  const merge = createTailwindMerge(() => ({
    ...defaults,
    cacheSize: 0,
    experimentalParseClassName: (param) => (parsed = param.parseClassName(param.className)),
  }))
  return (className: string) => {
    merge(className)
    return parsed!
  }
})()

/**
 * The class group tailwind-merge's default table gives a string (its getClassGroupId): each
 * group is made to conflict with a marker class of its own; the string removes its group's.
 */
const groupOf = (() => {
  const markers = groupIds.map((_, i) => `zz${i}`)
  const probe = createTailwindMerge(() => ({
    ...defaults,
    cacheSize: 0,
    classGroups: {
      ...defaults.classGroups,
      ...Object.fromEntries(markers.map((m) => [m, [m]])),
    },
    conflictingClassGroups: Object.fromEntries(groupIds.map((id, i) => [id, [markers[i]!]])),
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: [],
    experimentalParseClassName: ({ className }) => ({
      modifiers: [],
      hasImportantModifier: false,
      baseClassName: className,
      maybePostfixModifierPosition: undefined,
    }),
  }))
  const all = markers.join(' ')
  return (lookup: string): string | undefined => {
    const left = new Set(probe(`${all} ${lookup}`).split(' '))
    const gone = markers.findIndex((m) => !left.has(m))
    return gone === -1 ? undefined : groupIds[gone]
  }
})()

function makeTable(candidates: string[]) {
  const classGroups: Record<string, Set<string>> = {}
  for (const candidate of candidates) {
    const { baseClassName, maybePostfixModifierPosition } = parse(candidate)
    const lookups = [baseClassName]
    if (maybePostfixModifierPosition) {
      lookups.push(baseClassName.slice(0, maybePostfixModifierPosition))
    }
    for (const lookup of lookups) {
      if (lookup.startsWith('[') && lookup.endsWith(']')) continue // arbitrary property: no table
      const group = groupOf(lookup)
      // tailwind-merge looks a negative class (-mx-1) up without its minus
      if (group) (classGroups[group] ??= new Set()).add(lookup.replace(/^-(?=.)/, ''))
    }
  }
  const kept = (ids: readonly string[] | undefined) => (ids ?? []).filter((id) => id in classGroups)
  const related = (conflicts: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      Object.keys(classGroups)
        .map((id) => [id, kept(conflicts[id])] as const)
        .filter(([, ids]) => ids.length > 0),
    )
  return {
    classGroups: Object.fromEntries(
      Object.entries(classGroups).map(([id, classes]) => [id, [...classes].sort()]),
    ),
    conflictingClassGroups: related(defaults.conflictingClassGroups),
    conflictingClassGroupModifiers: related(defaults.conflictingClassGroupModifiers),
    postfixLookupClassGroups: kept(defaults.postfixLookupClassGroups),
    orderSensitiveModifiers: defaults.orderSensitiveModifiers,
  }
}

describe('cn', () => {
  const candidates = classCandidates()
  const table = makeTable(candidates)

  it('merges with a table of exactly the classes the client code writes', async () => {
    const text = [
      '// Generated by src/client/lib/cn.test.ts from the classes written in src/client, with the',
      "// class groups and conflicts of tailwind-merge's default table. Do not edit: after a class",
      '// change, run `npx vitest run --project unit src/client/lib/cn.test.ts -u` (issue 18).',
      `export const CLASS_TABLE = ${JSON.stringify(table)}`,
      '',
    ].join('\n')
    const formatted = await format(text, { ...(await resolveConfig(TABLE)), filepath: TABLE })
    await expect(formatted).toMatchFileSnapshot(TABLE)
  })

  it("gives tailwind-merge's result for every two classes of the code, in either order", () => {
    // Every word that is a class for tailwind-merge (its base in the default table), by its
    // modifiers: classes under different modifiers (sm:, hover:, …) never remove each other.
    const byModifiers = new Map<string, string[]>()
    for (const candidate of candidates) {
      const { baseClassName } = parse(candidate)
      if (twMerge(`${baseClassName} ${baseClassName}`) !== baseClassName) continue
      const modifiers = candidate.slice(0, candidate.lastIndexOf(baseClassName))
      byModifiers.set(modifiers, [...(byModifiers.get(modifiers) ?? []), candidate])
    }
    expect([...byModifiers.values()].flat().length).toBeGreaterThan(500)
    const differing: string[] = []
    for (const classes of byModifiers.values()) {
      for (const a of classes) {
        for (const b of classes) {
          const list = `${a} ${b}`
          if (mergeClasses(list) !== twMerge(list)) differing.push(list)
        }
      }
    }
    expect(differing).toEqual([])
  }, 20_000)

  it('keeps the later of two conflicting classes, per breakpoint, and what is not Tailwind', () => {
    expect(cn('p-4 sm:p-5', 'p-3')).toBe('sm:p-5 p-3')
    expect(cn('font-medium', { 'font-semibold': true })).toBe('font-semibold')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('text-sm text-muted-foreground', 'text-base')).toBe('text-muted-foreground text-base')
    expect(cn('my-widget flex', false, undefined, 'hidden')).toBe('my-widget hidden')
  })
})
