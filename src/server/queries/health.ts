import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/** The cheapest statement that proves the database answers (docs/product/sign-in-and-processes.md, GET /api/health). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
