import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import type { z } from 'zod'
import {
  RestoreDocumentSchema,
  restoreTooLarge,
  type RestoreDocument,
} from '#shared/contract/imports.ts'
import { parseImport, type ParsedImport } from './formats/import.ts'
import { JSON_MAX_DEPTH, nestsDeeperThan, tooDeep } from './lib/json-body.ts'

/**
 * docs/product/trust-tokens-and-values.md: an import's file is read off the event loop. Reading
 * the largest CSV a lifter may send, or checking the largest restore against the contract, takes
 * seconds of one core; on the main thread every other lifter's request would wait for it. A
 * worker thread (this module, started from its own file) reads it, and the main thread only
 * waits for the answer. Nothing here touches the database.
 */

export type ImportFile =
  | { kind: 'csv'; text: string; options: Parameters<typeof parseImport>[1] }
  | { kind: 'json'; text: string }

type Read = { kind: 'csv'; parsed: ParsedImport } | { kind: 'json'; document: RestoreDocument }

/**
 * A read file as it crosses to the main thread: JSON text, its lists cut into pieces of about
 * PIECE_CHARS, which the main thread parses a piece a turn of its event loop. A whole 10 MiB
 * file's objects, copied or parsed at once, held every other request for a second or more.
 */
type Pieces = { head: string; lists: Record<string, string[]> }
type Answer =
  { ok: true; kind: Read['kind']; pieces: Pieces } | { ok: false; status: number; message: string }

const PIECE_CHARS = 256 * 1024

function toPieces(value: object): Pieces {
  const head: Record<string, unknown> = {}
  const lists: Record<string, string[]> = {}
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(item)) {
      head[key] = item
      continue
    }
    const pieces: string[] = []
    let piece: string[] = []
    let size = 0
    for (const element of item) {
      const text = JSON.stringify(element)
      piece.push(text)
      size += text.length
      if (size >= PIECE_CHARS) {
        pieces.push(`[${piece.join(',')}]`)
        piece = []
        size = 0
      }
    }
    if (piece.length > 0) pieces.push(`[${piece.join(',')}]`)
    lists[key] = pieces
  }
  return { head: JSON.stringify(head), lists }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

async function fromPieces({ head, lists }: Pieces): Promise<Record<string, unknown>> {
  const value = JSON.parse(head) as Record<string, unknown>
  for (const [key, pieces] of Object.entries(lists)) {
    const items: unknown[] = []
    for (const piece of pieces) {
      await nextTurn()
      for (const item of JSON.parse(piece) as unknown[]) items.push(item)
    }
    value[key] = items
  }
  return value
}

/** A zod failure as the error handler words it: `<field>: <message>`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!
  const field = issue.path.join('.') || 'body'
  const message =
    field === 'body' && issue.code === 'invalid_type' ? 'must be a JSON object' : issue.message
  return `${field}: ${message}`
}

const NOT_JSON = 'body: is not valid JSON (send another app’s CSV export as text/csv)'

/** The file read: a CSV parsed, or a restore measured, parsed, counted and validated. */
function read(file: ImportFile): Answer {
  if (file.kind === 'csv') {
    const parsed = parseImport(Buffer.from(file.text), file.options)
    return { ok: true, kind: 'csv', pieces: toPieces(parsed) }
  }
  // Measured before it is parsed, counted before it is validated.
  if (nestsDeeperThan(file.text, JSON_MAX_DEPTH)) {
    return { ok: false, status: 400, message: tooDeep().message }
  }
  let document: unknown
  try {
    document = JSON.parse(file.text)
  } catch {
    return { ok: false, status: 400, message: NOT_JSON }
  }
  const tooLarge = restoreTooLarge(document)
  if (tooLarge) return { ok: false, status: 400, message: tooLarge }
  const parsed = RestoreDocumentSchema.safeParse(document)
  if (!parsed.success) return { ok: false, status: 400, message: firstIssue(parsed.error) }
  return { ok: true, kind: 'json', pieces: toPieces(parsed.data) }
}

if (!isMainThread && parentPort) {
  const port = parentPort
  port.on('message', ({ id, file }: { id: number; file: ImportFile }) => {
    let answer: Answer
    try {
      answer = read(file)
    } catch (error) {
      // An ImportError (formats/csv.ts) names the line; anything else is the server's fault.
      const status = (error as { statusCode?: unknown }).statusCode
      answer =
        typeof status === 'number' && status < 500
          ? { ok: false, status, message: (error as Error).message }
          : { ok: false, status: 500, message: String((error as Error).stack ?? error) }
    }
    port.postMessage({ id, answer })
  })
}

/** How long an idle worker stays for the next import before it ends (and gives its memory back). */
const IDLE_MS = 30_000

/**
 * A worker and the files it has yet to answer. Each keeps its own: one told to end when idle may
 * report its exit after the next file has started another, and that exit must fail nothing sent
 * to the new one (it did: an import answered 500 under load).
 */
type ImportWorker = {
  thread: Worker
  waiting: Map<number, { resolve: (answer: Answer) => void; reject: (e: Error) => void }>
}

let worker: ImportWorker | null = null
let idle: NodeJS.Timeout | undefined
let nextId = 0

/**
 * The worker, started on first use: from the bundle's import-worker.js beside the server's own
 * (scripts/build-server.ts), or from this source file through tsx when the server runs as source
 * (tests, `npm run dev`).
 */
function startWorker(): ImportWorker {
  const thread = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}) })`,
        { eval: true },
      )
    : new Worker(new URL('./import-worker.js', import.meta.url))
  const started: ImportWorker = { thread, waiting: new Map() }
  thread.on('message', ({ id, answer }: { id: number; answer: Answer }) => {
    started.waiting.get(id)?.resolve(answer)
    started.waiting.delete(id)
    if (started.waiting.size === 0 && worker === started) {
      idle = setTimeout(() => void stopWorker(), IDLE_MS).unref()
    }
  })
  const fail = (error: Error) => {
    for (const { reject } of started.waiting.values()) reject(error)
    started.waiting.clear()
    if (worker === started) worker = null
  }
  thread.on('error', fail)
  thread.on('exit', (code) => fail(new Error(`the import worker ended (exit code ${code})`)))
  // An idle worker never keeps the process alive.
  thread.unref()
  return started
}

async function stopWorker() {
  const stopping = worker
  worker = null
  await stopping?.thread.terminate()
}

/**
 * The import's file read in the worker: a parsed CSV, or a restore's validated document. A file
 * that is not one is an error with its status (400 naming the line or the field).
 */
export async function readImportFile(file: ImportFile): Promise<Read> {
  clearTimeout(idle)
  const current = (worker ??= startWorker())
  const id = nextId++
  const answer = await new Promise<Answer>((resolve, reject) => {
    current.waiting.set(id, { resolve, reject })
    current.thread.postMessage({ id, file })
  })
  if (!answer.ok) throw Object.assign(new Error(answer.message), { statusCode: answer.status })
  const value = await fromPieces(answer.pieces)
  if (answer.kind === 'json') return { kind: 'json', document: value as RestoreDocument }
  // JSON wrote the CSV's times as text.
  const parsed = value as ParsedImport
  for (const workout of parsed.workouts) {
    workout.startedAt = new Date(workout.startedAt)
    workout.completedAt = new Date(workout.completedAt)
  }
  return { kind: 'csv', parsed }
}
