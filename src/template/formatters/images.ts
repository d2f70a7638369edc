/**
 * Image and content-markup formatters: image attributes, lazy images, srcsets, colour
 * data, the audio player, the video wrapper and the item class list. Markup follows the
 * public engine's published outputs.
 */
import { BLOCK_TYPE, RECORD_TYPE } from '../core/content-types';
import type { Context } from '../core/context';
import { type FormatterTable, formatter, step, type Variable } from '../core/plugin';
import { isObject, isTruthy, printValue, sizeOf, toNumber, toText } from '../core/value';
import { isOnSale, isSoldOut } from './commerce-price';
import { escapeAttr } from './text';

const first = (vars: Variable[]) => vars[0] as Variable;

/** as-string of one field. */
const text = (v: unknown, key: string) => toText(step(v, key));

/** Tags become a space; an unclosed tag at the end is dropped; a stray `>` becomes a space. */
const stripTags = (s: string) =>
  s.replace(/<[^>]*(>|$)/g, (_m, end: string) => (end ? ' ' : '')).replace(/>/g, ' ');

/** Alt text taken from a body is cut to this many UTF-16 units. */
const MAX_BODY_ALT = 250;

/**
 * Alt text. In an image block (`blockType` 5, looked up through the scope) it is the item's own
 * `altText`, trimmed, even when empty. Otherwise: a truthy title, else a truthy body without its
 * tags (its first 250 units) if that is not empty, else a truthy filename.
 */
function altText(item: unknown, ctx: Context): string {
  const block = ctx.lookup(['blockType']);
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

/** Sets the meta of `item`, or '' when there is no item. */
const setMeta = (v: Variable, item: unknown, ctx: Context) =>
  v.set(item === undefined ? '' : imageMeta(item, escapeAttr(altText(item, ctx))));

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

const slug = (s: string) =>
  s
    .replace(/[^a-zA-Z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();

export const IMAGE_FORMATTERS: FormatterTable = {
  'image-meta': formatter((_args, vars, ctx) => {
    const v = first(vars);
    setMeta(v, v.get(), ctx);
  }),

  'cover-image-meta': formatter((_args, vars, ctx) => {
    const v = first(vars);
    setMeta(v, step(v.get(), 'coverImage'), ctx);
  }),

  'child-image-meta': formatter((args, vars, ctx) => {
    const v = first(vars);
    const index = args.length ? Number.parseInt(args[0] as string, 10) : 0;
    setMeta(v, step(step(v.get(), 'items'), index), ctx);
  }),

  image: formatter((args, vars, ctx) => {
    const v = first(vars);
    const item = v.get();
    const alt = escapeAttr(altText(item, ctx));
    const cls = args.length === 1 ? args[0] : 'thumb-image';
    v.set(
      `<noscript><img src="${text(item, 'assetUrl')}" alt="${alt}" /></noscript><img class="${cls}" ${
        item === undefined ? '' : imageMeta(item, escapeAttr(alt))
      }data-load="false" data-image-id="${text(item, 'id')}" data-type="image" />`,
    );
  }),

  'image-srcset': formatter((_args, vars) => {
    const v = first(vars);
    const s = srcset(v.get());
    if (s !== null) v.set(s);
  }),

  'image-color': formatter((args, vars) => {
    const v = first(vars);
    const data = step(v.get(), 'colorData');
    if (data === undefined) return v.set(undefined);
    if (args.length === 0) return v.set(colorAttrs(data, false));
    const pos = args[0] as string;
    const color = text(data, `${pos}Average`);
    if (!color) return v.set(`"${pos}" not found.`);
    v.set(args.length > 1 ? `${args[1]}: #${color}` : `#${color}`);
  }),

  'audio-player': formatter((_args, vars) => {
    const v = first(vars);
    const item = v.get();
    const id = printValue(step(item, 'id'));
    const url = printValue(step(step(item, 'structuredContent'), 'audioAssetUrl'));
    v.set(
      `<script>Y.use('squarespace-audio-player-frontend');</script>\n<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}" id="audio-player-${id}"></div>`,
    );
  }),

  video: formatter((args, vars) => {
    const v = first(vars);
    v.set(video(v.get(), args));
  }),

  'item-classes': formatter((_args, vars, ctx) => {
    const v = first(vars);
    const item = v.get();
    // names resolve on the item first, then outward through the scope
    const find = (name: string) => {
      const own = step(item, name);
      return own === undefined ? ctx.lookup([name]) : own;
    };
    let s = 'hentry';
    const block = find('promotedBlockType');
    if (isTruthy(block)) s += ` promoted promoted-block-${slug(toText(block))}`;
    for (const [key, prefix] of [
      ['categories', 'category'],
      ['tags', 'tag'],
    ] as const) {
      const list = find(key);
      const n = sizeOf(list);
      for (let i = 0; i < n; i++) s += ` ${prefix}-${slug(toText(step(list, i)))}`;
    }
    const author = step(find('author'), 'displayName');
    if (isTruthy(author)) s += ` author-${slug(toText(author))}`;
    s += ` post-type-${toText(find('recordTypeLabel'))}`;
    const index = ctx.lookup(['@index']);
    if (index !== undefined) s += ` article-index-${index}`;
    if (isTruthy(find('starred'))) s += ' featured';
    if (toNumber(step(item, 'recordType')) === RECORD_TYPE['store-item']) {
      if (isOnSale(item)) s += ' on-sale';
      if (isSoldOut(item)) s += ' sold-out';
    }
    v.set(s);
  }),
};
