/**
 * Collection, item, social and slide predicates. Most read the current node; a few
 * resolve names through the scope.
 */

import { COLLECTION_TYPE } from '../core/content-types';
import { type PredicateTable, predicate, step } from '../core/plugin';
import { isObject, isTruthy, sizeOf, toFlag, toNumber, toText } from '../core/value';
import { utcFields } from '../formatters/social';

/** Slice types from code 3 on (heading is 1, code 2 is unused). */
export const SLICE_TYPES = [
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'logo',
  'action',
  'form',
  'lock',
  'password',
  'twitter',
];

/** A field of the current node (own properties of objects only). */
const here = (node: unknown, ...path: string[]): unknown => {
  let v = node;
  for (const key of path) v = step(v, key);
  return v;
};

const is = (v: unknown, code: number) => toNumber(v) === code;

/** Some text outside markup tags that is not whitespace. */
function hasVisibleText(html: string): boolean {
  let inTag = false;
  for (const ch of html) {
    if (ch === '<') inTag = true;
    else if (ch === '>') inTag = false;
    else if (!inTag && !/[\s\u200b]/.test(ch)) return true;
  }
  return false;
}

const hasImage = (node: unknown) =>
  isTruthy(step(node, 'mainImageId')) || isTruthy(step(node, 'systemDataId'));

/** The UTC calendar day of an epoch (year, month, day as the public engine counts them). */
const utcDay = (v: unknown) => utcFields(v).slice(0, 3).join('-');

export const COLLECTION_PREDICATES: PredicateTable = {
  'calendar-view?': predicate((_args, ctx) => toFlag(ctx.lookup(['calendarView']))),
  'child-images?': predicate((_args, ctx) => {
    const items = here(ctx.current(), 'items');
    return Array.isArray(items) && hasImage(items[0]);
  }),
  'clickable?': predicate((_args, ctx) => {
    const b = ctx.lookup(['folderBehavior']);
    return b === undefined || is(b, 1) || is(b, 2);
  }),
  'collection?': predicate((_args, ctx) => isTruthy(here(ctx.current(), 'collection'))),
  'collection-page?': predicate((_args, ctx) =>
    is(here(ctx.current(), 'collection', 'type'), COLLECTION_TYPE.page),
  ),
  'collection-template-page?': predicate((_args, ctx) => {
    const node = ctx.current();
    const collection = here(node, 'collection');
    const type = collection === undefined ? here(node, 'type') : step(collection, 'type');
    return is(type, COLLECTION_TYPE['template-page']);
  }),
  'collectionTypeNameEquals?': predicate(
    (args, ctx) => args.length > 0 && toText(ctx.lookup(['typeName'])) === args[0],
  ),
  'excerpt?': predicate((_args, ctx) => {
    let excerpt = here(ctx.current(), 'excerpt');
    if (isObject(excerpt)) excerpt = excerpt.html;
    return typeof excerpt === 'string' && hasVisibleText(excerpt);
  }),
  'external-link?': predicate((_args, ctx) => isTruthy(here(ctx.current(), 'externalLink'))),
  'folder?': predicate((_args, ctx) => isTruthy(here(ctx.current(), 'collection', 'folder'))),
  'has-multiple?': predicate((_args, ctx) => sizeOf(ctx.current()) > 1),
  'index?': predicate((_args, ctx) => {
    const collection = here(ctx.current(), 'collection');
    return isTruthy(step(collection, 'folder')) && step(collection, 'folderBehavior') === 1;
  }),
  'location?': predicate((_args, ctx) => {
    const location = here(ctx.current(), 'location');
    return step(location, 'mapLat') !== undefined && step(location, 'mapLng') !== undefined;
  }),
  'main-image?': predicate((_args, ctx) => hasImage(ctx.current())),
  'passthrough?': predicate((_args, ctx) => {
    const node = ctx.current();
    return isTruthy(here(node, 'passthrough')) && toText(here(node, 'sourceUrl')) !== '';
  }),
  'redirect?': predicate((_args, ctx) => is(here(ctx.current(), 'folderBehavior'), 2)),
  'same-day?': predicate((_args, ctx) => {
    const node = ctx.current();
    return utcDay(here(node, 'startDate')) === utcDay(here(node, 'endDate'));
  }),
  'serviceNameEmail?': predicate(
    (_args, ctx) => toText(here(ctx.current(), 'serviceName')) === 'email',
  ),
  'show-past-events?': predicate(
    (_args, ctx) => toText(here(ctx.current(), 'showPastOrUpcomingEvents')) === 'past',
  ),

  'comments?': predicate((_args, ctx) => {
    const node = ctx.current();
    const settings = ctx.lookup(['websiteSettings']);
    if (settings !== undefined && !isTruthy(step(settings, 'commentsEnabled'))) return false;
    return is(here(node, 'commentState'), 1) || toNumber(here(node, 'publicCommentCount')) > 0;
  }),
  'disqus?': predicate((_args, ctx) =>
    isTruthy(ctx.lookup(['websiteSettings', 'disqusShortName'])),
  ),

  'current-type?': predicate((args, ctx) => {
    const name = args[0];
    const code = name === 'heading' ? 1 : SLICE_TYPES.indexOf(name as string) + 3;
    // an unknown name gives 2, which no slice type uses
    return code !== 2 && (toNumber(here(ctx.current(), 'currentType')) | 0) === code;
  }),
};
