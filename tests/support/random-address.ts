import { randomBytes } from 'node:crypto'

/** A client address nobody else in the run is likely to use (198.18.0.0/15 is set aside for tests). */
export function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3)
  return `198.${18 + (a & 1)}.${b}.${c}`
}
