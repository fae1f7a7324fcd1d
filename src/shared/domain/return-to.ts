/** Same-origin paths only (decisions.md §3): "/x" but never "//host" or "/\host". */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/'
}
