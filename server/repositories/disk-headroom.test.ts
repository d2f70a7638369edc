import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createDiskHeadroom, databaseFolder } from './disk-headroom';

describe('disk headroom', () => {
  it('reads the folder of a file database, and none of an in-memory or remote one', () => {
    expect(databaseFolder('file:data/storefront.db')).toBe('data');
    expect(databaseFolder('file:/srv/shop/a.db')).toBe('/srv/shop');
    expect(databaseFolder('file::memory:')).toBeNull();
    expect(databaseFolder(':memory:')).toBeNull();
    expect(databaseFolder('libsql://db.example')).toBeNull();
    expect(databaseFolder(undefined)).toBeNull();
  });

  it('has room while the free space reaches the threshold, and always without a folder', () => {
    expect(createDiskHeadroom(tmpdir(), 0).hasRoom()).toBe(true);
    expect(createDiskHeadroom(tmpdir(), Number.MAX_SAFE_INTEGER).hasRoom()).toBe(false);
    expect(createDiskHeadroom(null, Number.MAX_SAFE_INTEGER).hasRoom()).toBe(true);
  });
});
