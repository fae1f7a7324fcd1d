import { CsvError, parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { IMPORT_APP_NAMES, IMPORT_FORMATS } from '#shared/contract/imports.ts'
import { HttpError } from '../lib/http-error.ts'

/** A 400 that names where in the file it went wrong (docs/product/import-export.md). */
export class ImportError extends HttpError {
  constructor(message: string) {
    super(400, message)
  }
}

export const lineError = (line: number, message: string) =>
  new ImportError(`line ${line}: ${message}`)

/** `afterBlank`: an empty line stands before it (Alpha Progression parts its workouts so). */
export type CsvRecord = { fields: string[]; line: number; afterBlank: boolean }
export type CsvFile = {
  delimiter: ',' | ';'
  /** The first record's names, trimmed: the header of a table, a banner or a name otherwise. */
  header: string[]
  headerLine: number
  records: CsvRecord[]
}

const NEWLINE = 0x0a
const CR = 0x0d
const BOM = Buffer.from([0xef, 0xbb, 0xbf])

/**
 * Reads an export with a real RFC 4180 parser (docs/product/import-formats.md: quoted fields hold commas,
 * `""` escapes and newlines, so a file can have far more lines than records). The separator is
 * taken from the header line; each record keeps the line it starts on, for error messages.
 */
export function readCsv(file: Buffer): CsvFile {
  const text = file.subarray(0, 4096).toString('utf8')
  if (!text.replace(/^\uFEFF/, '').trim()) throw new ImportError('line 1: the file is empty')
  // PostgreSQL cannot store NUL: a file with one is refused, not half-read.
  const nul = file.indexOf(0)
  if (nul >= 0) {
    const line = 1 + file.subarray(0, nul).filter((byte) => byte === NEWLINE).length
    throw line === 1
      ? notAnExport('the file is not text')
      : lineError(line, 'holds a NUL character; is this a text file?')
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]!
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ','

  // Lines are counted in the bytes, so CRLF and LF files and quoted newlines all count alike.
  let scanned = 0
  let line = 1
  const lineAt = (offset: number) => {
    for (; scanned < offset; scanned++) if (file[scanned] === NEWLINE) line++
    return line
  }
  // A record starts after the previous one's end and any empty lines.
  const startOf = (end: number) => {
    let offset = end
    while (offset < file.length && (file[offset] === NEWLINE || file[offset] === CR)) offset++
    return offset
  }

  const records: CsvRecord[] = []
  // Past a byte-order mark, so that empty lines after it count as such.
  let end = file.subarray(0, 3).equals(BOM) ? BOM.length : 0
  try {
    parse(file, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n'],
      relax_column_count: true,
      // A spreadsheet re-save can leave a bare quote inside an unquoted field (5'10").
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (fields: string[], context) => {
        const start = startOf(end)
        // `end` is past the last record's line end, so any byte skipped is an empty line's.
        records.push({ fields, line: lineAt(start), afterBlank: start > end })
        end = context.bytes
        return null
      },
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const at = lineAt(startOf(end))
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw lineError(at, 'a quoted field is never closed (is the file cut short?)')
    }
    throw lineError(at, 'this line is not valid CSV')
  }
  const [header, ...rest] = records
  if (!header) throw new ImportError('line 1: the file is empty')
  return {
    delimiter,
    header: header.fields.map((name) => name.trim()),
    headerLine: header.line,
    records: rest.filter((record) => record.fields.some((field) => field.trim() !== '')),
  }
}

function count(text: string, char: string) {
  return text.split(char).length - 1
}

/**
 * The message for a file that is no export the importer reads (docs/product/import-export.md,
 * docs/product/import-more-apps.md): it names the apps it knows, and line 1.
 */
export function notAnExport(detail: string) {
  return new ImportError(`This file is not an export of ${KNOWN_APPS} (line 1: ${detail})`)
}

const KNOWN_APPS = new Intl.ListFormat('en', { type: 'disjunction' }).format(
  IMPORT_FORMATS.map((format) => IMPORT_APP_NAMES[format]),
)

/**
 * docs/product/trust-accounts-and-devices.md: a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a
 * carriage return first) is written with a `'` before it, which spreadsheets show as text;
 * `withoutFormulaGuard` takes one off again on import. Text that already starts with `'`s
 * before such a character gets one more, so every text comes back exactly as it went out.
 */
const GUARDED = /^'*[=+\-@\t\r]/

export const withoutFormulaGuard = (text: string) =>
  text.startsWith("'") && GUARDED.test(text.slice(1)) ? text.slice(1) : text

export type CsvCell = string | number

/**
 * Writes records as CSV (csv-stringify), each line ending in a line feed. The cells at
 * `textColumns` are text: always quoted, with `""` escapes, as Strong writes its text columns,
 * and guarded against formulas as above; every other cell is written bare.
 */
export function writeCsv(
  records: readonly (readonly CsvCell[])[],
  textColumns: ReadonlySet<number> = new Set(),
): string {
  return stringify(records as CsvCell[][], {
    record_delimiter: 'unix',
    cast: {
      string: (value, { column }) =>
        typeof column === 'number' && textColumns.has(column)
          ? { value: GUARDED.test(value) ? `'${value}` : value, quoted: true, quoted_empty: true }
          : value,
    },
  })
}
