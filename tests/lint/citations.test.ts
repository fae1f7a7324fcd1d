import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every citation resolves inside the repository: the product's rules live in docs/product/ (its
 * README is the index), and code and docs cite a page there, a decision record or another doc by
 * a path the repository holds. Shown failing on planted citations, as boundaries.test.ts does
 * for the lint rules: the checks take a file's path and text, so nothing is written to the tree.
 */
const ROOT = resolve(import.meta.dirname, '../..')

/** Where citations are written: the code, the tests, the docs, the scripts, the root's files. */
const SCANNED = ['src', 'tests', 'bench', 'scripts', 'docs', 'public', '.ci']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', '.screenshots', 'coverage'])
/**
 * Applied migrations are what ran on every database: their text is history, never edited
 * (src/server/db/migrations holds one comment from before docs/product/ existed).
 */
const FROZEN = 'src/server/db/migrations'
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|sql|ya?ml)$/
/** This file names the outside documents and plants broken citations, to refuse them. */
const SELF = relative(ROOT, import.meta.filename)

function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return []
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || path === FROZEN ? [] : filesUnder(path)
    return TEXT.test(entry.name) || dir === '.ci' ? [path] : []
  })
}

function repositoryFiles(): string[] {
  const rootFiles = readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && TEXT.test(entry.name) && entry.name !== 'package-lock.json',
    )
    .map((entry) => entry.name)
  return [...rootFiles, ...SCANNED.flatMap(filesUnder)].filter((path) => path !== SELF)
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

const exists = (path: string) => existsSync(join(ROOT, path))
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

/** Why a cited file (and heading) is not there; null when it is. */
function missing(target: string, anchor: string | undefined): string | null {
  if (!exists(target)) return 'no such file'
  if (!anchor) return null
  const headings = target.endsWith('.md') ? (read(target).match(/^#{1,6} .+$/gm) ?? []) : []
  const found = headings.some((line) => anchorOf(line.replace(/^#+ /, '')) === anchor)
  return found ? null : `no heading #${anchor}`
}

/** A citation of the product's outside documents, which the repository does not hold. */
const OUTSIDE = [
  { name: 'decisions.md', pattern: /(?<![\w/.-])decisions\.md/g },
  { name: 'product.md', pattern: /(?<![\w/.-])product\.md/g },
  { name: 'import-formats*.md', pattern: /(?<![\w/.(-])import-formats(-2)?\.md/g },
  { name: '"spec §"', pattern: /\bspec\s*\u00a7/gi },
  // A bare section number; a standard's own (RFC 9110 §13.1.2) names what it cites.
  { name: 'a bare §N', pattern: /(?<!RFC \d+ )\u00a7\s*\d/g },
  { name: 'the shared folder', pattern: /(\.\.\/shared\/|\/work\/shared)/g },
]

/** Markdown's fenced blocks hold examples, not links. */
const withoutFences = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')

/** A markdown link's text may name the page it links (`[import-formats.md](import-formats.md)`). */
const withoutLinkTexts = (text: string) => text.replace(/\[[^\]\n]*\]\(/g, '[](')

/** What is wrong with the citations of one file: `path: citation — why`, none when all resolve. */
function citationProblems(path: string, text: string): string[] {
  const problems: string[] = []
  const lineOf = (index: number, of = text) => of.slice(0, index).split('\n').length
  for (const match of text.matchAll(/(?<![\w-])(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g)) {
    const why = missing(match[1]!, match[2])
    if (why) problems.push(`${path}:${lineOf(match.index)}: ${match[0]} — ${why}`)
  }
  const prose = path.endsWith('.md') ? withoutLinkTexts(text) : text
  for (const { name, pattern } of OUTSIDE) {
    for (const match of prose.matchAll(pattern)) {
      problems.push(
        `${path}:${lineOf(match.index, prose)}: ${match[0]} — cites ${name}, not in the repository`,
      )
    }
  }
  if (path.endsWith('.md')) {
    for (const match of withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1]!
      if (/^[a-z]+:/i.test(link)) continue
      const [file, anchor] = link.split('#') as [string, string | undefined]
      const target = file ? relative(ROOT, resolve(ROOT, dirname(path), file)) : path
      const why = missing(target, anchor)
      if (why) problems.push(`${path}: link (${link}) — ${why}`)
    }
  }
  return problems
}

describe('citations', () => {
  it('every citation in the repository resolves to a file and heading it holds', () => {
    const files = repositoryFiles()
    expect(files.length).toBeGreaterThan(300)
    expect(files).toContain('docs/product/README.md')
    const problems = files.flatMap((file) => citationProblems(file, read(file)))
    expect(problems).toEqual([])
  })

  it('the product index links every page of docs/product/', () => {
    const index = read('docs/product/README.md')
    const pages = readdirSync(join(ROOT, 'docs/product')).filter((name) => name !== 'README.md')
    expect(pages.filter((page) => !index.includes(`](${page})`))).toEqual([])
  })

  it('fails on a cited page that does not exist', () => {
    expect(citationProblems('src/planted.ts', '// docs/product/no-such-page.md: a rule\n')).toEqual(
      ['src/planted.ts:1: docs/product/no-such-page.md — no such file'],
    )
  })

  it('fails on a cited section that does not exist', () => {
    const planted = '/** docs/product/api.md#no-such-section */\n'
    expect(citationProblems('src/planted.ts', planted)).toEqual([
      'src/planted.ts:1: docs/product/api.md#no-such-section — no heading #no-such-section',
    ])
    // A heading that is there resolves.
    expect(citationProblems('src/planted.ts', '// docs/product/api.md#shares\n')).toEqual([])
  })

  it('fails on a citation of the outside documents or of a bare section number', () => {
    const section = '\u00a7'
    const planted = [
      `// decisions${'.md'} ${section}9: the import`,
      `// spec ${section}4, product${'.md'}, import-formats-2${'.md'}`,
      `// ../shared/spec/quotes.json`,
      `// RFC 9110 ${section}13.1.2 names its standard`,
    ].join('\n')
    expect(citationProblems('src/planted.ts', planted).map((p) => p.split(' — ')[1])).toEqual([
      'cites decisions.md, not in the repository',
      'cites product.md, not in the repository',
      'cites import-formats*.md, not in the repository',
      'cites "spec §", not in the repository',
      'cites a bare §N, not in the repository',
      'cites a bare §N, not in the repository',
      'cites the shared folder, not in the repository',
    ])
  })

  it('fails on a markdown link that does not resolve, and not on one in an example block', () => {
    const planted = [
      'See [the API](api.md), [a rule](api.md#shares) and [the map](../architecture.md).',
      'Broken: [gone](gone.md), [a section](api.md#nowhere).',
      '```',
      '[an example](not-a-link.md)',
      '```',
    ].join('\n')
    expect(citationProblems('docs/product/planted.md', planted)).toEqual([
      'docs/product/planted.md: link (gone.md) — no such file',
      'docs/product/planted.md: link (api.md#nowhere) — no heading #nowhere',
    ])
  })
})
