// Number formats and the Markdown table of the bench's report (bench/run.ts, bench/frontend.ts).
export const f0 = (n: number) => n.toFixed(0)
export const f1 = (n: number) => n.toFixed(1)
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const mark = (ok: boolean) => (ok ? '✅' : '❌')

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
