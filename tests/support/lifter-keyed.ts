import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import ts from 'typescript'
import * as schema from '#server/db/schema.ts'

/**
 * Issue 46 (docs/operations.md, Citus): every statement in src/server/queries/ names the lifter
 * it reads or writes, so that distributing the tables by lifter routes each one to one shard.
 * A statement is found as a call chain on the database (db.select…, tx.update…, db.execute…,
 * queryRows(db, …)) or a template of SQL text (sql`…` or a plain one); it breaks the rule when
 * it refers to more of the lifter tables (those with a user_id or sender_id column) than it
 * names a lifter's id (userId, user_id, senderId, sender_id), each table its own condition.
 * A statement that crosses lifters on purpose (a sign-in by e-mail, a session by its token)
 * says why: `// Across lifters: …` just above it, or `Across lifters: …` in the comment of the
 * function or constant it is in. A heuristic over the text, not a SQL parser: a name in a
 * condition and a name in an answered column count alike, so it catches a forgotten lifter,
 * not every statement Citus could not route.
 */

type Table = { name: string; keyed: boolean }
const tables = new Map<string, Table>()
for (const [exportName, value] of Object.entries(schema)) {
  if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value))
    continue
  const config = getTableConfig(value as PgTable)
  const keyed = config.columns.some((c) => c.name === 'user_id' || c.name === 'sender_id')
  tables.set(exportName, { name: config.name, keyed: keyed || config.name === 'users' })
}
const tableNames = new Map([...tables.values()].map((t) => [t.name, t]))

export type Violation = { file: string; line: number; text: string; tables: string[]; keys: number }

// A lifter's id, not where it is only a name for a column to answer (`{ userId: t.userId }`).
const KEY = /\b(?:userId|user_id|senderId|sender_id)\b(?!\s*:)|\busers\.id\b|"users"\."id"/g
// Rows inserted carry their own lifter (user_id is never null), so an insert's table is left
// out; what it selects from is not.
const SQL_TABLE = /\b(?:from|join|update)\s+"?([a-z_]+)"?/gi
const DRIZZLE_TABLE =
  /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin|update|delete|\$count)\(\s*(\w+)/g
// drizzle's relational queries: db.query.workouts.findMany(…).
const RELATIONAL_TABLE = /\.query\.(\w+)\.find(?:Many|First)\(/g
const INTERPOLATED_TABLE = /\b(?:from|join|update)\s+\$\{\s*(\w+)\s*\}/gi
const ROOT_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'with',
  '$count',
  'findMany',
  'findFirst',
])

/**
 * The lifter tables a statement's text refers to (with repeats) and how often it names a
 * lifter, counting too the names in what the file's own constants it uses hold (a condition
 * built once: `const where = ownedSet(userId, id)`).
 */
function measure(text: string, aliases: Map<string, string>, constants: Map<string, string>) {
  const found: string[] = []
  for (const [, name] of text.matchAll(SQL_TABLE)) {
    const table = tableNames.get(name!.toLowerCase())
    if (table?.keyed) found.push(table.name)
  }
  for (const regex of [DRIZZLE_TABLE, INTERPOLATED_TABLE, RELATIONAL_TABLE]) {
    for (const [, id] of text.matchAll(regex)) {
      const table = tables.get(aliases.get(id!) ?? id!)
      if (table?.keyed) found.push(table.name)
    }
  }
  let keys = text.match(KEY)?.length ?? 0
  for (const [name, value] of constants) {
    if (new RegExp(`\\b${name}\\b`).test(text)) keys += value.match(KEY)?.length ?? 0
  }
  return { tables: found, keys }
}

/** Violations in one file's source. */
export function checkSource(file: string, source: string): Violation[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const aliases = new Map<string, string>()
  const constants = new Map<string, string>()
  // A call chain's text holds the templates in it; a template's leaves out those nested in it,
  // which are statements of their own (subqueries written apart).
  const chains: ts.Node[] = []
  const templates: ts.TemplateLiteral[] = []
  const inChain = (node: ts.Node) => chains.some((c) => c.pos <= node.pos && node.end <= c.end)
  const visit = (node: ts.Node) => {
    // A table imported under another name: `import { workoutExerciseFigures as figures }`.
    if (ts.isImportSpecifier(node) && node.propertyName && tables.has(node.propertyName.text)) {
      aliases.set(node.name.text, node.propertyName.text)
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer
      if (ts.isIdentifier(value) && tables.has(value.text)) {
        aliases.set(node.name.text, value.text)
      } else if (!ts.isArrowFunction(value) && !isDatabaseCall(value)) {
        constants.set(node.name.text, value.getText(sf))
      }
    }
    if (isDatabaseCall(node)) {
      let top: ts.Node = node
      while (
        (ts.isPropertyAccessExpression(top.parent) && top.parent.expression === top) ||
        (ts.isCallExpression(top.parent) && top.parent.expression === top)
      ) {
        top = top.parent
      }
      if (!inChain(top)) chains.push(top)
      return
    }
    if (ts.isTemplateLiteral(node) && !inChain(node)) templates.push(node)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  const violations: Violation[] = []
  for (const root of [...chains, ...templates]) {
    const text = ts.isTemplateExpression(root) ? ownText(root) : root.getText(sf)
    const { tables: found, keys } = measure(text, aliases, constants)
    if (found.length <= keys || saysWhy(sf, root)) continue
    const { line } = sf.getLineAndCharacterOfPosition(root.getStart(sf))
    violations.push({ file, line: line + 1, text: text.slice(0, 200), tables: found, keys })
  }
  return violations
}

/** db.select(…), tx.update(…), db.execute(…), queryRows(db, …): a statement sent. */
function isDatabaseCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false
  const callee = node.expression
  if (ts.isIdentifier(callee)) return callee.text === 'queryRows'
  return (
    ts.isPropertyAccessExpression(callee) &&
    ROOT_METHODS.has(callee.name.text) &&
    (ts.isIdentifier(callee.expression) || ts.isPropertyAccessExpression(callee.expression))
  )
}

/**
 * Whether a comment says why the statement crosses lifters: `// Across lifters:` in the lines
 * just above it, or `Across lifters:` in the comment of the function or constant it is in (its
 * every statement then).
 */
function saysWhy(sf: ts.SourceFile, root: ts.Node): boolean {
  const source = sf.getFullText()
  const above = source.slice(0, root.getStart(sf)).split('\n').slice(-4).join('\n')
  if (/\/\/ Across lifters:/.test(above)) return true
  let top: ts.Node = root
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent
  const comments = ts.getLeadingCommentRanges(source, top.getFullStart()) ?? []
  return comments.some((range) => source.slice(range.pos, range.end).includes('Across lifters:'))
}

/** A template's text without the templates nested in its interpolations. */
function ownText(node: ts.TemplateExpression): string {
  const sf = node.getSourceFile()
  return [
    node.head.text,
    ...node.templateSpans.map((span) => {
      const inner = span.expression
      const nested = ts.isTemplateExpression(inner) || ts.isTaggedTemplateExpression(inner)
      return `\${${nested ? '…' : inner.getText(sf)}}${span.literal.text}`
    }),
  ].join('')
}

/** Every file of queries/, in its folders too. */
export function checkQueries(dir = 'src/server/queries'): Violation[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      checkSource(path.join(dir, name), readFileSync(path.join(dir, name), 'utf8')),
    )
}
