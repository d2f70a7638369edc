/**
 * Image and content-markup formatters: image attributes, lazy images, srcsets, colour
 * data, the audio player, the video wrapper and the item class list. Markup follows the
 * public engine's published outputs. Lookups through the scope use constant paths, and
 * class-name slugs are remembered (a bounded table: pages repeat their tags).
 */
import { BLOCK_TYPE, RECORD_TYPE } from '../core/content-types';
import type { Context } from '../core/context';
import { memo } from '../core/memo';
import { type FormatterTable, pure, step } from '../core/plugin';
import { isObject, isTruthy, printValue, sizeOf, toNumber, toText } from '../core/value';
import { isOnSale, isSoldOut } from './commerce-price';
import { escapeAttr } from './text';

/** as-string of one field. */
const text = (v: unknown, key: string) => toText(step(v, key));

/** Tags become a space; an unclosed tag at the end is dropped; a stray `>` becomes a space. */
const stripTags = (s: string) =>
  s.replace(/<[^>]*(>|$)/g, (_m, end: string) => (end ? ' ' : '')).replace(/>/g, ' ');

/** Alt text taken from a body is cut to this many UTF-16 units. */
const MAX_BODY_ALT = 250;

const BLOCK_TYPE_PATH = ['blockType'];

/**
 * Alt text. In an image block (`blockType` 5, looked up through the scope) it is the item's own
 * `altText`, trimmed, even when empty. Otherwise: a truthy title, else a truthy body without its
 * tags (its first 250 units) if that is not empty, else a truthy filename.
 */
function altText(item: unknown, ctx: Context): string {
  const block = ctx.lookup(BLOCK_TYPE_PATH);
  if (block !== undefined && toNumber(block) === BLOCK_TYPE.image) {
    return toText(step(item, 'altText')).trim();
  }
  const title = step(item, 'title');
  if (isTruthy(title)) return toText(title);
  const body = step(item, 'body');
  const name = step(item, 'filename');
  return (
    (isTruthy(body) && stripTags(toText(body)).slice(0, MAX_BODY_ALT)) ||
    (isTruthy(name) ? toText(name) : '')
  );
}

function focalPoint(item: unknown): string {
  const fp = step(item, 'mediaFocalPoint');
  return fp === undefined ? '0.5,0.5' : `${toNumber(step(fp, 'x'))},${toNumber(step(fp, 'y'))}`;
}

/**
 * The `data-*` attributes of an image, each followed by a space; a `componentKey` that is
 * present (even null) becomes `data-component-key`.
 */
function imageMeta(item: unknown, alt: string): string {
  const src = text(item, 'assetUrl');
  const key = step(item, 'componentKey');
  return `${isObject(step(item, 'licensedAssetPreview')) ? 'data-licensed-asset-preview="true" ' : ''}${
    key === undefined ? '' : `data-component-key="${toText(key)}" `
  }data-src="${src}" data-image="${src}" data-image-dimensions="${text(item, 'originalSize')}" data-image-focal-point="${focalPoint(item)}" alt="${alt}" `;
}

/** The meta of `item`, or '' when there is no item. */
const metaOf = (item: unknown, ctx: Context) =>
  item === undefined ? '' : imageMeta(item, escapeAttr(altText(item, ctx)));

const COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

const colorAttrs = (data: unknown, lower: boolean) =>
  COLOR_POSITIONS.map(
    (p) => `data-color-${lower ? p.toLowerCase() : p}="#${text(data, `${p}Average`)}" `,
  ).join('');

/** Standard widths; the one after the last variant is offered as the original. */
const WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'];

function srcset(item: unknown): string | null {
  const variants = text(item, 'systemDataVariants')
    .split(',')
    .filter((w) => w.endsWith('w'));
  if (variants.length === 0) return null;
  const url = text(item, 'assetUrl');
  const list = variants.map((w) => `${url}?format=${w} ${w}`);
  const i = WIDTHS.indexOf(variants[variants.length - 1] as string);
  if (i >= 0 && i < WIDTHS.length - 1) list.push(`${url}?format=original ${WIDTHS[i + 1]}`);
  return ` srcset="${list.join(',')}"`;
}

function video(item: unknown, args: string[]): string {
  const oembed = step(item, 'oembed');
  let overlay = '';
  if (isTruthy(step(item, 'overlay'))) {
    const thumb = isTruthy(step(item, 'systemDataId'));
    const colors = step(item, 'colorData');
    overlay = `<div class="sqs-video-overlay${thumb ? '' : ' no-thumb'}" style="opacity: 0;">${
      thumb
        ? `<img data-load="false" data-src="${text(item, 'assetUrl')}" data-image-dimensions="${text(item, 'originalSize')}" data-image-focal-point="${focalPoint(item)}" ${
            args.includes('color-data') && isTruthy(colors) ? colorAttrs(colors, true) : ''
          }/>`
        : ''
    }<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>`;
  }
  return `<div class="sqs-video-wrapper"${args.includes('load-false') ? '  data-load="false"' : ''} data-html="${escapeAttr(text(oembed, 'html'))}" data-provider-name="${text(oembed, 'providerName')}">${overlay}</div>`;
}

const slugOf = (s: string) =>
  s
    .replace(/[^a-zA-Z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();

/** Slugs of short names already made, up to 512 of them (a long name is made each time). */
const shortSlug = memo(512, slugOf);
const slug = (s: string) => (s.length <= 64 ? shortSlug(s) : slugOf(s));

/** One-name paths item-classes looks up through the scope. */
const SCOPE_PATHS: Record<string, string[]> = Object.fromEntries(
  ['promotedBlockType', 'categories', 'tags', 'author', 'recordTypeLabel', 'starred', '@index'].map(
    (name) => [name, [name]],
  ),
);

/** A name on the item itself, else through the scope. */
function itemOrScope(item: unknown, name: string, ctx: Context): unknown {
  const own = step(item, name);
  return own === undefined ? ctx.lookup(SCOPE_PATHS[name] as string[]) : own;
}

/** ` prefix-slug` for each element of a list (found on the item or in scope). */
function listClasses(item: unknown, key: string, prefix: string, ctx: Context): string {
  const list = itemOrScope(item, key, ctx);
  const n = sizeOf(list);
  let s = '';
  for (let i = 0; i < n; i++) s += ` ${prefix}-${slug(toText(step(list, i)))}`;
  return s;
}

export const IMAGE_FORMATTERS: FormatterTable = {
  'image-meta': pure((item, _args, ctx) => metaOf(item, ctx)),

  'cover-image-meta': pure((value, _args, ctx) => metaOf(step(value, 'coverImage'), ctx)),

  'child-image-meta': pure((value, args, ctx) => {
    const index = args.length ? Number.parseInt(args[0] as string, 10) : 0;
    return metaOf(step(step(value, 'items'), index), ctx);
  }),

  image: pure((item, args, ctx) => {
    const alt = escapeAttr(altText(item, ctx));
    const cls = args.length === 1 ? args[0] : 'thumb-image';
    return `<noscript><img src="${text(item, 'assetUrl')}" alt="${alt}" /></noscript><img class="${cls}" ${
      item === undefined ? '' : imageMeta(item, escapeAttr(alt))
    }data-load="false" data-image-id="${text(item, 'id')}" data-type="image" />`;
  }),

  'image-srcset': pure((value) => srcset(value) ?? value),

  'image-color': pure((value, args) => {
    const data = step(value, 'colorData');
    if (data === undefined) return undefined;
    if (args.length === 0) return colorAttrs(data, false);
    const pos = args[0] as string;
    const color = text(data, `${pos}Average`);
    if (!color) return `"${pos}" not found.`;
    return args.length > 1 ? `${args[1]}: #${color}` : `#${color}`;
  }),

  'audio-player': pure((item) => {
    const id = printValue(step(item, 'id'));
    const url = printValue(step(step(item, 'structuredContent'), 'audioAssetUrl'));
    return `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`;
  }),

  video: pure((item, args) => video(item, args)),

  'item-classes': pure((item, _args, ctx) => {
    // names resolve on the item first, then outward through the scope
    let s = 'hentry';
    const block = itemOrScope(item, 'promotedBlockType', ctx);
    if (isTruthy(block)) s += ` promoted promoted-block-${slug(toText(block))}`;
    s += listClasses(item, 'categories', 'category', ctx);
    s += listClasses(item, 'tags', 'tag', ctx);
    const author = step(itemOrScope(item, 'author', ctx), 'displayName');
    if (isTruthy(author)) s += ` author-${slug(toText(author))}`;
    s += ` post-type-${toText(itemOrScope(item, 'recordTypeLabel', ctx))}`;
    const index = ctx.lookup(SCOPE_PATHS['@index'] as string[]);
    if (index !== undefined) s += ` article-index-${index}`;
    if (isTruthy(itemOrScope(item, 'starred', ctx))) s += ' featured';
    if (toNumber(step(item, 'recordType')) === RECORD_TYPE['store-item']) {
      if (isOnSale(item)) s += ' on-sale';
      if (isSoldOut(item)) s += ' sold-out';
    }
    return s;
  }),
};
