// Fills in the measured fields of fixtures/content/images.json from the source artworks
// (fixtures/images/*.svg): `node build.mjs && node tests/tools/content-images-fixture.mjs`.
// Rule: for each image the fixture lists (its texts and focal point are written by hand), the id is
// the first 24 hex digits of the SHA-256 of its file name; originalSize is its master's "WxH";
// colorData holds the average colour (6 lowercase hex digits) of five regions of the master, each
// a fifth of its width and a fifth of its height: the four corners and the centre;
// suggestedBgColor is the average of the whole master. The committed fixture holds the values.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { renderMaster } from '../../build/content-images.mjs';

const FIXTURE = 'fixtures/content/images.json';
const WIDTHS = '100w,300w,500w,750w,1000w,1500w,2500w';

/** The average colour of a rectangle of raw pixels, as 6 lowercase hex digits. */
function average({ data, info }, left, top, width, height) {
  const sums = [0, 0, 0];
  for (let y = top; y < top + height; y += 1) {
    for (let x = left; x < left + width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c += 1) sums[c] += data[at + c];
    }
  }
  return sums
    .map((sum) =>
      Math.round(sum / (width * height))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

function colorData(master) {
  const { width, height } = master.info;
  const w = Math.round(width / 5);
  const h = Math.round(height / 5);
  const region = (left, top) => average(master, left, top, w, h);
  return {
    topLeftAverage: region(0, 0),
    topRightAverage: region(width - w, 0),
    bottomLeftAverage: region(0, height - h),
    bottomRightAverage: region(width - w, height - h),
    centerAverage: region(Math.round((width - w) / 2), Math.round((height - h) / 2)),
    suggestedBgColor: average(master, 0, 0, width, height),
  };
}

const { images } = JSON.parse(await readFile(FIXTURE, 'utf8'));
const measured = [];
for (const image of images) {
  const master = await renderMaster(`fixtures/images/${image.filename.replace(/\.jpg$/, '.svg')}`);
  measured.push({
    id: createHash('sha256').update(image.filename).digest('hex').slice(0, 24),
    filename: image.filename,
    assetUrl: `/content/images/${image.filename}`,
    originalSize: `${master.info.width}x${master.info.height}`,
    systemDataVariants: WIDTHS,
    mediaFocalPoint: image.mediaFocalPoint,
    altText: image.altText,
    title: image.title,
    body: image.body,
    colorData: colorData(master),
  });
}
await writeFile(FIXTURE, `${JSON.stringify({ images: measured }, null, 2)}\n`);
console.log(`wrote ${FIXTURE}: ${measured.length} images`);
