import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@libsql/client';

/** Applies the numbered .sql files not applied yet, in order, each in its own transaction. */
export async function migrate(client: Client, directory: string): Promise<string[]> {
  await client.execute(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied INTEGER NOT NULL)',
  );
  const done = new Set(
    (await client.execute('SELECT name FROM schema_migrations')).rows.map((row) =>
      String(row.name),
    ),
  );
  const files = (await readdir(directory)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(directory, name), 'utf8');
    const statements = sql
      .split(/;\s*$/m)
      .map((statement) => statement.trim())
      .filter(Boolean);
    await client.batch(
      [
        ...statements,
        {
          sql: 'INSERT INTO schema_migrations (name, applied) VALUES (?, ?)',
          args: [name, Date.now()],
        },
      ],
      'write',
    );
    applied.push(name);
  }
  return applied;
}
