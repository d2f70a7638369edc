/**
 * The social formatter family: share and follow buttons, comment markup, the like
 * button, Google Calendar links and Twitter links.
 */
import type { Context } from '../core/context';
import { type FormatterTable, pure, step } from '../core/plugin';
import { isTruthy, printValue, sameValue, sizeOf, toNumber, toText } from '../core/value';
import { zonedTime } from './date';
import { escapeAttr } from './text';

/**
 * Resolves a path as a built-in sub-template sees it: the formatted value is the
 * innermost scope, the enclosing scopes follow.
 */
function scoped(value: unknown, ctx: Context, path: string[]): unknown {
  const name = path[0] as string;
  let v = step(value, name);
  if (v === undefined) v = ctx.lookup([name]);
  for (let i = 1; i < path.length && v !== undefined; i++) v = step(v, path[i] as string);
  return v;
}

const SHARE_OPTIONS_PATH = ['website', 'shareButtonOptions'];

/** as-string of a field. */
const textAt = (item: unknown, key: string) => toText(step(item, key));

/** as-string of the item's own field when it has one, else of the fallback. */
function ownOr(item: unknown, key: string, other: unknown): string {
  const own = step(item, key);
  return toText(own === undefined ? other : own);
}

/** A share-button element, only when the website has share-button options. */
const shareButton = (tag: string, style: string) => {
  const open = `<${tag} class="squarespace-social-buttons ${style}" data-system-data-id="`;
  const close = `"></${tag}>`;
  return pure((item, _args, ctx) => {
    let out = '';
    if (sizeOf(scoped(item, ctx, SHARE_OPTIONS_PATH)) > 0) {
      out = `${open}${ownOr(item, 'systemDataId', step(item, 'mainImageId'))}" data-asset-url="${ownOr(
        item,
        'assetUrl',
        step(step(item, 'mainImage'), 'assetUrl'),
      )}" data-record-type="${textAt(item, 'recordType')}" data-full-url="${textAt(item, 'fullUrl')}" data-title="${escapeAttr(textAt(item, 'title'))}${close}`;
    }
    return out;
  });
};

/** JavaScript's `escape()`: %XX below 256, %uXXXX above. */
const jsEscape = (s: string) =>
  s.replace(/[^\w@*+\-./]/g, (c) => {
    const n = c.charCodeAt(0);
    return n < 256
      ? `%${n.toString(16).toUpperCase().padStart(2, '0')}`
      : `%u${n.toString(16).toUpperCase().padStart(4, '0')}`;
  });

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * UTC date fields [year, month, day, hour, minute, second] of an epoch the way the
 * public engine's calendar gives them: fractions of a millisecond round down, days
 * before 1582-10-15 are Julian-calendar days, and years before 1 count back from 1.
 * Fails like the date formatter on a non-number or a date out of range.
 */
export function utcFields(v: unknown): number[] {
  const epoch = Math.floor(toNumber(v));
  zonedTime(epoch, 'UTC');
  const days = Math.floor(epoch / DAY);
  const jd = days + 2440588;
  let y: number;
  let m: number;
  let d: number;
  if (jd < 2299161) {
    const c = jd + 32082;
    const a = Math.floor((4 * c + 3) / 1461);
    const e = c - Math.floor((1461 * a) / 4);
    const b = Math.floor((5 * e + 2) / 153);
    d = e - Math.floor((153 * b + 2) / 5) + 1;
    m = b + 3 - 12 * Math.floor(b / 10);
    y = a - 4800 + Math.floor(b / 10);
  } else {
    const t = new Date(days * DAY);
    y = t.getUTCFullYear();
    m = t.getUTCMonth() + 1;
    d = t.getUTCDate();
  }
  const s = Math.floor((epoch - days * DAY) / 1000);
  return [y > 0 ? y : 1 - y, m, d, Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
}

const calendarDate = (v: unknown) => {
  const [y, ...rest] = utcFields(v);
  return `${y}${rest.slice(0, 2).map(pad).join('')}T${rest.slice(2).map(pad).join('')}Z`;
};

const link = (href: string, text: string) => `<a target="new" href="${href}">${text}</a>`;

/** Comments are Disqus's when the site has a Disqus short name (`websiteSettings.disqusShortname`). */
const usesDisqus = (item: unknown, ctx: Context) =>
  isTruthy(scoped(item, ctx, ['websiteSettings', 'disqusShortname']));

export const SOCIAL_FORMATTERS: FormatterTable = {
  'activate-twitter-links': pure((value) =>
    toText(value)
      .replace(
        /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|\\]/gi,
        (url) => link(url, url),
      )
      .replace(
        /(^| )@(\w+)/g,
        (_m, pre, name) => pre + link(`https://twitter.com/${name}/`, `@${name}`),
      )
      .replace(
        /(^| )#(\w+)/g,
        (_m, pre, tag) => pre + link(`https://twitter.com/hashtag/${tag}?src=hash`, `#${tag}`),
      ),
  ),

  'comment-link': pure((item, _args, ctx) => {
    const get = (...path: string[]) => scoped(item, ctx, path);
    const id = printValue(get('id'));
    if (usesDisqus(item, ctx)) {
      return `\n  <a href="${printValue(get('fullUrl'))}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`;
    }
    const count = get('publicCommentCount');
    return (
      `\n  <a href="${printValue(get('fullUrl'))}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ` +
      `${sameValue(count, 0) ? 'No' : printValue(count)}\n  ` +
      `${sameValue(count, 1) ? 'Comment' : 'Comments'}\n  </a>\n`
    );
  }),

  comments: pure((item, _args, ctx) => {
    if (usesDisqus(item, ctx)) {
      return '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n';
    }
    const get = (...path: string[]) => printValue(scoped(item, ctx, path));
    let attrs = '';
    // the item's counts, or else the collection's
    for (const owner of ['item', 'collection']) {
      if (isTruthy(scoped(item, ctx, [owner]))) {
        attrs =
          ` data-${owner}-id="${get(owner, 'id')}" data-public-comment-count="${get(owner, 'publicCommentCount')}"` +
          ` data-comment-state="${get(owner, 'commentState')}"`;
        break;
      }
    }
    return `\n  <div class="squarespace-comments" id="comments-${get('id')}"${attrs}></div>\n`;
  }),

  'like-button': pure((item, _args, ctx) => {
    let out = '';
    if (isTruthy(item) && isTruthy(scoped(item, ctx, ['websiteSettings', 'simpleLikingEnabled']))) {
      const get = (name: string) => printValue(scoped(item, ctx, [name]));
      out =
        `\n  <span class="sqs-simple-like" data-item-id="${get('id')}" data-like-count="${get('likeCount')}">\n` +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n';
    }
    return out;
  }),

  'google-calendar-url': pure((event) => {
    const start = calendarDate(step(event, 'startDate'));
    const end = calendarDate(step(event, 'endDate'));
    let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${jsEscape(toText(step(event, 'title')))}&dates=${start}/${end}`;
    const location = step(event, 'location');
    const parts: string[] = [];
    for (const key of ['addressLine1', 'addressLine2', 'addressCountry']) {
      const part = toText(step(location, key)).trim();
      if (part) parts.push(part);
    }
    if (parts.length) url += `&location=${encodeURIComponent(parts.join(', '))}`;
    return url;
  }),

  'social-button': shareButton('div', 'button-style'),
  'social-button-inline': shareButton('span', 'inline-style'),

  'twitter-follow-button': pure((account) => {
    let name = toText(step(account, 'userName'));
    if (!name) {
      const url = toText(step(account, 'profileUrl'));
      name = url.slice(url.lastIndexOf('/') + 1);
    }
    return (
      "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>" +
      `<div class="squarespace-follow-button" data-username="${name}"></div>`
    );
  }),
};
