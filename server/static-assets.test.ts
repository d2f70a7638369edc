import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { suiteServer } from '../tests/helpers/test-server';
import { cacheControlOf, sourceMapOf } from './routes/pages';

// npm test builds before the unit tests run: the loader, its chunks and their .br and .gz copies.
const manifest = JSON.parse(readFileSync('build/chunk-manifest.json', 'utf8')) as {
  files: string[];
  core: number[];
};
const CORE = `/${manifest.files[manifest.core[0] ?? -1]}`;
const ENTRY = '/sq-storefront.js';

describe('static assets, served as a CDN would', () => {
  const server = suiteServer();
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers });

  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate, br', 'br', '.br'],
    ['br;q=0.5, gzip', 'gzip', '.gz'],
  ])('Accept-Encoding %s gets the %s copy, and says it varies', async (accept, encoding, ext) => {
    for (const url of [ENTRY, CORE]) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(readFileSync(`dist${url}${ext}`))).toBe(true);
    }
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const response = await get(ENTRY);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(readFileSync(`dist${ENTRY}`, 'utf8'));
  });

  it('names each script’s source map in a SourceMap header, and serves the map', async () => {
    for (const accept of ['br', 'gzip', '']) {
      for (const url of [ENTRY, CORE]) {
        const response = await get(url, { 'accept-encoding': accept });
        const map = String(response.headers.sourcemap);
        expect(map).toBe(`${url.split('/').pop()}.map`);
        // No comment in the file itself: the header is the one pointer.
        expect(readFileSync(`dist${url}`, 'utf8')).not.toContain('sourceMappingURL');
        const served = await get(new URL(map, `http://x${url}`).pathname);
        expect(served.statusCode).toBe(200);
        expect(JSON.parse(served.body).version).toBe(3);
      }
    }
    expect(sourceMapOf('/srv/dist/chunks/core-5EZOVKY2.js.br')).toBe('core-5EZOVKY2.js.map');
    expect(sourceMapOf('/srv/dist/chunks/core-5EZOVKY2.js.map')).toBeNull();
  });

  it('keeps a hashed chunk for a year', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const response = await get(CORE, { 'accept-encoding': accept });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the entry script by its ETag: no-cache, then 304 while unchanged', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const first = await get(ENTRY, { 'accept-encoding': accept });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"/);
      const again = await get(ENTRY, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    // Each encoding is its own representation, with its own tag.
    const tags = await Promise.all(
      ['br', 'gzip', ''].map(
        async (accept) => (await get(ENTRY, { 'accept-encoding': accept })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('sets no cookie on a static response', async () => {
    for (const url of [ENTRY, CORE, `${CORE}.map`]) {
      const response = await get(url, { 'accept-encoding': 'br', cookie: 'crumb=abc' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('tells hashed chunk names from the rest', () => {
    expect(cacheControlOf('/srv/dist/chunks/core-5EZOVKY2.js.br')).toMatch(/immutable/);
    expect(cacheControlOf('/srv/dist/chunks/shared-DCLNYDTN.js')).toMatch(/immutable/);
    expect(cacheControlOf('/srv/dist/sq-storefront.js.gz')).toBe('no-cache');
    expect(cacheControlOf('/srv/dist/template-engine.mjs')).toBe('no-cache');
  });
});
