/**
 * Generated differential cases for `comment-link` and `comments` on sites with and without a
 * Disqus short name (`websiteSettings.disqusShortname`, looked up on the item first, then
 * through the scope): every placement and value of the setting, crossed with items and
 * collections of each comment count.
 */
import type { OracleCase } from './case';

type Json = Record<string, unknown>;

/** The setting's value and whether it sits on the root or on the item. */
const SETTINGS: [unknown, 'root' | 'item'][] = [
  [undefined, 'root'],
  ['shop', 'root'],
  ['shop', 'item'],
  ['', 'root'],
  [0, 'root'],
  [null, 'root'],
  [true, 'root'],
  [['x'], 'root'],
];

const ITEMS: Json[] = [
  { id: 'p-1', fullUrl: '/blog/p-1', publicCommentCount: 0 },
  { id: 'p-2', fullUrl: '/blog/p-2', publicCommentCount: 1, commentState: 1 },
  { id: 'p-3', fullUrl: '/blog/"p-3"', publicCommentCount: 12 },
];

const withSetting = (value: unknown, item: Json): Json =>
  value === undefined ? item : { ...item, websiteSettings: { disqusShortname: value } };

export const DISQUS_CASES: OracleCase[] = [
  ...SETTINGS.flatMap(([value, where]) =>
    ITEMS.flatMap((item) =>
      ['{item|comment-link}', '{item|comments}', '{collection|comments}'].map(
        (t): OracleCase => [
          t,
          where === 'item'
            ? { item: withSetting(value, item), collection: withSetting(value, item) }
            : withSetting(value, { item, collection: item }),
        ],
      ),
    ),
  ),
  // the short name spelt as the `disqus?` predicate spells it does not count here
  ['{item|comment-link}', { websiteSettings: { disqusShortName: 'shop' }, item: ITEMS[0] }],
  [
    '{.section item}{@|comments}{.end}',
    { websiteSettings: { disqusShortname: 's' }, item: ITEMS[1] },
  ],
  ['{item|comments}', { websiteSettings: null, item: ITEMS[1] }],
];
