import { eq, sql } from 'drizzle-orm'
import { preparedQuery, type Db } from '../db/client.ts'
import { tombstones } from '../db/schema.ts'
import { conflict, gone } from '../lib/http-error.ts'

// Across lifters: an id is refused when any lifter deleted it (docs/product/nothing-lost.md).
const tombstoneQuery = preparedQuery((db) =>
  db
    .select({ userId: tombstones.userId, kind: tombstones.kind })
    .from(tombstones)
    .where(eq(tombstones.id, sql.placeholder('id')))
    .prepare('tombstone_by_id'),
)

/**
 * docs/product/tokens-and-restore.md: a create naming the id of a deleted workout or set makes nothing. The
 * lifter's own deleted id is 410 (a retry after a delete elsewhere: the outbox drops it
 * quietly); another lifter's stays 409, deleted or not, as docs/product/nothing-lost.md has it.
 */
export async function refuseDeletedId(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await tombstoneQuery(db).execute({ id })
  if (!row) return
  if (row.userId !== userId) throw conflict('id: is already used by another record')
  throw gone(`id: this ${row.kind} was deleted, and a deletion is final`)
}

/**
 * The SQL condition "no tombstone has this id" (`id` may be null: then true). Across lifters:
 * an id is refused when any lifter deleted it (docs/product/nothing-lost.md).
 */
export const notDeleted = (id: unknown) =>
  sql`not exists (select 1 from ${tombstones} where ${tombstones.id} = ${id}::uuid)`
