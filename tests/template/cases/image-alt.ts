/**
 * Generated differential cases for image alt text and image attributes (`image`, `image-meta`,
 * `child-image-meta`, `cover-image-meta`): where the alt text comes from (an image block's
 * `altText`, the title, the body without tags and cut, the file name), where `blockType` is
 * found, and `componentKey`. Each list below is crossed with the others it names.
 */
import type { OracleCase } from './case';

type Json = Record<string, unknown>;

const base: Json = { id: 'i-1', assetUrl: '/m/a.jpg', originalSize: '800x600' };

/** Where `blockType` sits: nowhere, on the scope, on the image itself, with odd values. */
const BLOCK_TYPES: [Json, Json][] = [
  [{}, {}],
  [{ blockType: 5 }, {}],
  [{ blockType: '5' }, {}],
  [{ blockType: '5.0' }, {}],
  [{ blockType: 6 }, {}],
  [{ blockType: null }, {}],
  [{ blockType: true }, {}],
  [{}, { blockType: 5 }],
  [{ blockType: 6 }, { blockType: 5 }],
  [{ blockType: 5 }, { blockType: 6 }],
];

const ALT_TEXTS: Json[] = [
  {},
  { altText: 'Alt "text" & <more>' },
  { altText: '' },
  { altText: '  padded  ' },
  { altText: 7 },
  { altText: null },
];

const LABELS: Json[] = [
  { title: 'Title' },
  { title: '', body: '<p>Body <b>text</b></p>' },
  { title: '', body: '<b></b>', filename: 'file.jpg' },
  { filename: 'file.jpg' },
];

/** Bodies around the 250-unit cut, tags and entities on either side of it. */
const BODIES: string[] = [
  'x'.repeat(249),
  'x'.repeat(250),
  'x'.repeat(251),
  `<p>${'word '.repeat(60)}</p>`,
  `${'y'.repeat(245)}<em>abcdefghij</em>tail`,
  `${'z'.repeat(248)}"&<b>quoted</b>`,
  `${'😀'.repeat(130)}`,
];

const KEYS: unknown[] = [undefined, 'key-1', '', null, 42, 'a"b'];

const withKey = (key: unknown): Json => (key === undefined ? {} : { componentKey: key });

const TAGS = ['{img|image}', '{img|image-meta}', '{@|child-image-meta 1}', '{@|cover-image-meta}'];

/** The image placed where each tag reads it. */
const dataFor = (tag: string, scope: Json, img: Json): Json =>
  tag.includes('child')
    ? { ...scope, items: [{}, img] }
    : tag.includes('cover')
      ? { ...scope, coverImage: img }
      : { ...scope, img };

export const IMAGE_ALT_CASES: OracleCase[] = [
  ...BLOCK_TYPES.flatMap(([scope, own]) =>
    ALT_TEXTS.flatMap((alt) =>
      LABELS.map(
        (label): OracleCase => [
          '{img|image}',
          { ...scope, img: { ...base, ...own, ...alt, ...label } },
        ],
      ),
    ),
  ),
  ...TAGS.flatMap((tag) =>
    [[{}, {}] as [Json, Json], ...BLOCK_TYPES.slice(1, 3)].flatMap(([scope, own]) =>
      ALT_TEXTS.slice(0, 3).map(
        (alt): OracleCase => [tag, dataFor(tag, scope, { ...base, ...own, ...alt, title: 'T' })],
      ),
    ),
  ),
  ...TAGS.flatMap((tag) =>
    BODIES.map((body): OracleCase => [tag, dataFor(tag, {}, { ...base, title: '', body })]),
  ),
  ...TAGS.flatMap((tag) =>
    KEYS.map(
      (key): OracleCase => [tag, dataFor(tag, {}, { ...base, title: 'T', ...withKey(key) })],
    ),
  ),
  [
    '{img|image hero}',
    { img: { ...base, componentKey: 'k', licensedAssetPreview: {}, title: 'T' } },
  ],
  ['{.section img}{@|image}{.end}', { blockType: 5, img: { ...base, altText: 'scoped' } }],
  [
    '{.repeated section imgs}{@|image}{.end}',
    { blockType: 5, imgs: [{ ...base, altText: 'a' }, base] },
  ],
];
