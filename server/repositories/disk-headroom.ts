import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Whether the database's filesystem still has `minFreeBytes` free for the server's user (blocks
 * available × block size, by statfs of the database's folder). The answer is the last reading: the
 * first is taken when the guard is made, and a reading older than `maxAgeMs` is renewed in the
 * background by the next question (one at a time), so no question waits for the disk and there is
 * never more than one statfs per `maxAgeMs`. A folder that cannot be read counts as having room
 * (the writes themselves then fail as storage faults). Without a folder (an in-memory or remote
 * database) there is always room.
 */

export const DEFAULT_MIN_FREE_DISK_BYTES = 512 * 1024 * 1024;
const MAX_AGE_MS = 5000;

/** The folder of a `file:` database URL; null for an in-memory or remote database. */
export function databaseFolder(url: string | undefined): string | null {
  if (!url?.startsWith('file:')) return null;
  const file = url.slice('file:'.length).split('?')[0] ?? '';
  if (!file || file === ':memory:' || file.startsWith(':memory:')) return null;
  return dirname(file);
}

const freeOf = (stats: { bavail: number | bigint; bsize: number | bigint }) =>
  Number(stats.bavail) * Number(stats.bsize);

export function createDiskHeadroom(
  folder: string | null,
  minFreeBytes: number = DEFAULT_MIN_FREE_DISK_BYTES,
  maxAgeMs: number = MAX_AGE_MS,
) {
  let free = Number.POSITIVE_INFINITY;
  let readAt = performance.now();
  let reading = false;
  if (folder) {
    try {
      free = freeOf(statfsSync(folder));
    } catch {
      free = Number.POSITIVE_INFINITY;
    }
  }
  const renew = () => {
    if (!folder || reading || performance.now() - readAt < maxAgeMs) return;
    reading = true;
    statfs(folder)
      .then(
        (stats) => {
          free = freeOf(stats);
        },
        () => {
          free = Number.POSITIVE_INFINITY;
        },
      )
      .finally(() => {
        readAt = performance.now();
        reading = false;
      });
  };
  return {
    /** Whether the last reading had at least `minFreeBytes` free. */
    hasRoom(): boolean {
      renew();
      return free >= minFreeBytes;
    },
  };
}

export type DiskHeadroom = ReturnType<typeof createDiskHeadroom>;
