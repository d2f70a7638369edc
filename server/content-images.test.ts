import { copyFile, mkdir, mkdtemp, readFile, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SRCSET_WIDTHS } from '../src/content/images';
import { suiteServer } from '../tests/helpers/test-server';
import { renderContentImages, variantPath } from './content-images/render';

interface FixtureImage {
  id: string;
  filename: string;
  assetUrl: string;
  originalSize: string;
  systemDataVariants: string;
  colorData: Record<string, string>;
}
const { images } = JSON.parse(await readFile('fixtures/content/images.json', 'utf8')) as {
  images: FixtureImage[];
};
const [first] = images as [FixtureImage];

describe('GET /content/images/{filename}', () => {
  const server = suiteServer();
  const get = (url: string) => server.app.inject({ url });
  const sizeOf = async (body: Buffer) => {
    const { width, height, format } = await sharp(body).metadata();
    return { width, height, format };
  };

  it('sends each of the seven widths as a JPEG of exactly that width, kept for a year', async () => {
    const [w, h] = first.originalSize.split('x').map(Number) as [number, number];
    for (const width of SRCSET_WIDTHS) {
      const response = await get(`${first.assetUrl}?format=${width}w`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sizeOf(response.rawPayload)).toEqual({
        width,
        height: Math.round((h * width) / w),
        format: 'jpeg',
      });
    }
  });

  it('sends the original (the master, as the fixture sizes it) for format=original and no format', async () => {
    for (const image of images) {
      const [width, height] = image.originalSize.split('x').map(Number);
      for (const url of [`${image.assetUrl}?format=original`, image.assetUrl]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(await sizeOf(response.rawPayload)).toEqual({ width, height, format: 'jpeg' });
      }
    }
  });

  it('refuses any other format with a 400 naming the format', async () => {
    for (const format of ['200w', '750', 'ORIGINAL', '', '750w&format=100w']) {
      const response = await get(`${first.assetUrl}?format=${format}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: format: /);
    }
  });

  it('answers 404 for a file the fixture does not list', async () => {
    for (const name of ['nothing-here.jpg', 'harbour-dawn.svg', 'harbour-dawn-100w.jpg']) {
      const response = await get(`/content/images/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('serves nothing outside the images for a path in the name', async () => {
    for (const path of [
      '/content/images/..%2F..%2Fpackage.json',
      '/content/images/..%2f..%2fdist%2fcontent-images%2fred-chair-100w.jpg',
      '/content/images/%2e%2e/%2e%2e/package.json',
      '/content/images/../../package.json',
    ]) {
      const response = await get(path);
      expect([400, 403, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).not.toBe('image/jpeg');
      expect(response.body).not.toContain('"dependencies"');
    }
  });
});

describe('the content images fixture', () => {
  it('lists about eight images with 24-hex ids, their URL, the seven variants and colour data', () => {
    expect(images.length).toBeGreaterThanOrEqual(8);
    expect(new Set(images.map((image) => image.id)).size).toBe(images.length);
    for (const image of images) {
      expect(image.id).toMatch(/^[0-9a-f]{24}$/);
      expect(image.assetUrl).toBe(`/content/images/${image.filename}`);
      expect(image.systemDataVariants).toBe('100w,300w,500w,750w,1000w,1500w,2500w');
      expect(image.originalSize).toMatch(/^2500x\d+$/);
      expect(Object.keys(image.colorData).sort()).toEqual([
        'bottomLeftAverage',
        'bottomRightAverage',
        'centerAverage',
        'suggestedBgColor',
        'topLeftAverage',
        'topRightAverage',
      ]);
      for (const color of Object.values(image.colorData)) expect(color).toMatch(/^[0-9a-f]{6}$/);
    }
  });
});

describe('renderContentImages', () => {
  it('makes the seven files of a source once, and again only when the source is newer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sq-content-images-'));
    try {
      const sourceDir = join(dir, 'src');
      const outDir = join(dir, 'out');
      await mkdir(sourceDir);
      await copyFile('fixtures/images/red-chair.svg', join(sourceDir, 'red-chair.svg'));

      expect(await renderContentImages({ sourceDir, outDir })).toEqual({
        rendered: ['red-chair.jpg'],
        skipped: [],
      });
      for (const width of SRCSET_WIDTHS) {
        const { width: made } = await sharp(variantPath(outDir, 'red-chair.jpg', width)).metadata();
        expect(made).toBe(width);
      }
      expect(await renderContentImages({ sourceDir, outDir })).toEqual({
        rendered: [],
        skipped: ['red-chair.jpg'],
      });

      const later = new Date(
        (await stat(variantPath(outDir, 'red-chair.jpg', 100))).mtimeMs + 5000,
      );
      await utimes(join(sourceDir, 'red-chair.svg'), later, later);
      expect((await renderContentImages({ sourceDir, outDir })).rendered).toEqual([
        'red-chair.jpg',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
