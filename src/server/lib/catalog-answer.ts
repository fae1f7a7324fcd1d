import { CATALOG } from '#shared/data/catalog.ts'
import { INSTRUCTIONS } from '#shared/data/instructions.ts'

/**
 * GET /api/catalog's body (docs/product/body-weight-and-muscles.md, docs/product/exercises.md):
 * every catalogue entry with its instructions, as JSON encoded once into UTF-8 bytes — a 72 KB
 * string was encoded again for every answer (round five, docs/performance.md). bench/'s floor
 * answers the same bytes.
 */
export const CATALOG_ANSWER: Buffer = Buffer.from(
  JSON.stringify(
    CATALOG.map((entry) => ({ ...entry, instructions: INSTRUCTIONS[entry.key] ?? [] })),
  ),
)
