import type { InArgs, Row } from '@libsql/client';
import type { Database } from '../db/database';

/** The first row a read finds, or undefined when it finds none. */
export async function firstRow(db: Database, sql: string, args: InArgs): Promise<Row | undefined> {
  const { rows } = await db.client.execute({ sql, args });
  return rows[0];
}
