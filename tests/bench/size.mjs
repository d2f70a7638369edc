import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Sizes in bytes of a built file as served: minified, gzip -9 and brotli at quality 11. */
export async function bundleSize(path) {
  const code = await readFile(path);
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
