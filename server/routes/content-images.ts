import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ContentImageQuery } from '../../src/contract/content-images';
import { MASTER_WIDTH, renderContentImages, variantPath } from '../content-images/render';
import { notFound } from '../errors/domain-error';
import { contentImageQuery } from '../http/schemas';
import type { ContentImage } from '../site-data/content-data';

/**
 * The content images: `GET /content/images/{filename}?format={W}w` sends the JPEG of that width
 * (one of the seven [Z-01]); `format=original` and no format send the widest, 2500w. Only the
 * file names of the content fixtures' images (fixtures/content/images.json) are served (anything
 * else, a path included, is the 404 'Not found.'); another format is a 400 from the query schema. The files are made at
 * build time (server/content-images/render.ts); one missing when asked for is made then, once for
 * all. A name and format always give the same picture, so answers are kept for a year.
 */

export const CONTENT_IMAGE_CACHE = 'public, max-age=31536000, immutable';

const widthOf = (format: string | undefined): number =>
  format === undefined || format === 'original' ? MASTER_WIDTH : Number.parseInt(format, 10);

export function registerContentImageRoutes(
  app: FastifyInstance,
  options: { root: string; images: readonly ContentImage[] },
): void {
  const filenames = new Set(options.images.map((image) => image.filename));
  const outDir = join(options.root, 'dist/content-images');
  let rendering: Promise<unknown> | undefined;
  const read = async (path: string): Promise<Buffer> => {
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      rendering ??= renderContentImages({
        sourceDir: join(options.root, 'fixtures/images'),
        outDir,
      }).finally(() => {
        rendering = undefined;
      });
      await rendering;
      return readFile(path);
    }
  };

  app.get<{ Params: { filename: string }; Querystring: ContentImageQuery }>(
    '/content/images/:filename',
    { schema: { querystring: contentImageQuery } },
    async (request, reply) => {
      const { filename } = request.params;
      if (!filenames.has(filename)) throw notFound('Not found.');
      const image = await read(variantPath(outDir, filename, widthOf(request.query.format)));
      return reply.type('image/jpeg').header('cache-control', CONTENT_IMAGE_CACHE).send(image);
    },
  );
}
