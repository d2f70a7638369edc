/**
 * The content images' files, made once from the source artworks (fixtures/images/*.svg) at build
 * time (build.mjs runs it after the server build; `renderContentImages` from a test does the same).
 *
 * Rule: each source is rendered to a master 2500 px wide (height by the source's own ratio), then
 * resized with sharp to each of the seven widths as a progressive JPEG of quality 75, written as
 * `{outDir}/{name}-{W}w.jpg` (`name` is the source's name without `.svg`; the 2500w file is the
 * master). A source whose seven files all exist and are newer than it is skipped. Each file is
 * written under a temporary name and renamed into place, so a reader never sees half a file.
 */
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SRCSET_WIDTHS } from '../../src/content/images';

/** The widest variant, and the master's width: what `format=original` and no format serve. */
export const MASTER_WIDTH = 2500;

/** Where the files of an image's variant are, by the image's file name (`harbour-dawn.jpg`). */
export function variantPath(outDir: string, filename: string, width: number): string {
  return join(outDir, `${filename.replace(/\.jpg$/, '')}-${width}w.jpg`);
}

/** A source's master: the SVG drawn at 2500 px wide, on white, as raw pixels. */
export async function renderMaster(svgPath: string) {
  const { width: svgWidth = MASTER_WIDTH } = await sharp(svgPath).metadata();
  // An SVG is drawn at 72 dpi by default; this density draws it at the master's width directly.
  const density = (72 * MASTER_WIDTH) / svgWidth;
  return sharp(svgPath, { density })
    .resize({ width: MASTER_WIDTH })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function isFresh(source: string, outputs: string[]): Promise<boolean> {
  const sourceTime = (await stat(source)).mtimeMs;
  const times = await Promise.all(
    outputs.map((path) =>
      stat(path).then(
        (s) => s.mtimeMs,
        () => -1,
      ),
    ),
  );
  return times.every((time) => time >= sourceTime);
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

async function renderOne(source: string, outDir: string, filename: string): Promise<void> {
  const { data, info } = await renderMaster(source);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    SRCSET_WIDTHS.map(async (width) => {
      const jpeg = await sharp(data, raw)
        .resize({ width })
        .jpeg({ quality: 75, progressive: true })
        .toBuffer();
      await writeAtomically(variantPath(outDir, filename, width), jpeg);
    }),
  );
}

/** Makes every source's files that are missing or older than it; says how many were made. */
export async function renderContentImages(options: {
  sourceDir: string;
  outDir: string;
}): Promise<{ rendered: string[]; skipped: string[] }> {
  await mkdir(options.outDir, { recursive: true });
  const sources = (await readdir(options.sourceDir)).filter((file) => file.endsWith('.svg')).sort();
  const rendered: string[] = [];
  const skipped: string[] = [];
  await Promise.all(
    sources.map(async (file) => {
      const filename = file.replace(/\.svg$/, '.jpg');
      const source = join(options.sourceDir, file);
      const outputs = SRCSET_WIDTHS.map((width) => variantPath(options.outDir, filename, width));
      if (await isFresh(source, outputs)) {
        skipped.push(filename);
        return;
      }
      await renderOne(source, options.outDir, filename);
      rendered.push(filename);
    }),
  );
  return { rendered: rendered.sort(), skipped: skipped.sort() };
}
