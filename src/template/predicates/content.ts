/**
 * Content predicates that test enumerations on the current item: record types, promoted
 * block types, background sources.
 */
import { RECORD_TYPE } from '../core/content-types';
import type { Context } from '../core/context';
import { type PredicateTable, predicate } from '../core/plugin';
import { isTruthy, toFlag, toNumber } from '../core/value';

/** Record type codes by name, with `undefined` (-1) for an item that has none. */
export const RECORD_TYPES: Record<string, number> = { undefined: -1, ...RECORD_TYPE };

const field = (ctx: Context, name: string): unknown => {
  const node = ctx.current();
  return node && typeof node === 'object' && Object.hasOwn(node, name)
    ? (node as Record<string, unknown>)[name]
    : undefined;
};

/** Enumeration codes compare as numbers ("2" counts as 2). */
const hasCode = (v: unknown, code: number) => v !== undefined && v !== null && toNumber(v) === code;

const isRecordType = (ctx: Context, code: number) => hasCode(field(ctx, 'recordType'), code);

const table: PredicateTable = {};

for (const name of [
  'undefined',
  'text',
  'audio',
  'store-item',
  'event',
  'binary',
  'css-asset',
  'tweak-asset',
  'digital-good',
  'attachment',
  'wordpress-export',
  'json-export',
  'site-search',
  'active-time',
  'tweet',
  'checkin',
  'kbarticle',
]) {
  const code = RECORD_TYPES[name] as number;
  table[`${name}?`] = predicate((_args, ctx) => isRecordType(ctx, code));
}

/** Record type or promoted block type. */
for (const [name, code, block] of [
  ['video', RECORD_TYPE.video, 'video'],
  ['external-video', RECORD_TYPE.video, 'video'],
  ['image', RECORD_TYPE.image, 'image'],
  ['quote', RECORD_TYPE.quote, 'quote'],
  ['link', RECORD_TYPE.link, 'link'],
  ['gallery', RECORD_TYPE.gallery, 'gallery'],
] as const) {
  table[`${name}?`] = predicate(
    (_args, ctx) => isRecordType(ctx, code) || field(ctx, 'promotedBlockType') === block,
  );
}

for (const name of [
  'MAP',
  'EMBED',
  'IMAGE',
  'CODE',
  'QUOTE',
  'TWITTER',
  'LINK',
  'VIDEO',
  'FOURSQUARE',
  'INSTAGRAM',
  'FORM',
]) {
  const block = name.toLowerCase();
  table[`promoted${name}?`] = predicate((_args, ctx) => field(ctx, 'promotedBlockType') === block);
}

for (const [name, code] of [
  ['undefined', -1],
  ['upload', 1],
  ['instagram', 2],
  ['video', 3],
  ['none', 4],
] as const) {
  table[`background-source-${name}?`] = predicate((_args, ctx) =>
    hasCode(field(ctx, 'backgroundSource'), code),
  );
}

export const CONTENT_PREDICATES: PredicateTable = table;

// Gallery options, read from `options` in scope ----------------------------

const option = (ctx: Context, key: string): unknown => {
  const options = ctx.lookup(['options']);
  return options && typeof options === 'object' && !Array.isArray(options)
    ? (options as Record<string, unknown>)[key]
    : undefined;
};

for (const name of [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
]) {
  table[`gallery-${name}?`] = predicate((_args, ctx) => toFlag(option(ctx, name)));
}

for (const [key, values] of [
  ['design', ['grid', 'slideshow', 'slider', 'stacked']],
  [
    'meta-position',
    ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'],
  ],
  ['active-alignment', ['center', 'left', 'right']],
] as const) {
  for (const value of values) {
    table[`gallery-${key}-${value}?`] = predicate((_args, ctx) => option(ctx, key) === value);
  }
}

table['gallery-meta?'] = predicate(
  (_args, ctx) => isTruthy(option(ctx, 'controls')) || isTruthy(option(ctx, 'indicators')),
);
