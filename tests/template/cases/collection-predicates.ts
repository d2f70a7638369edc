/**
 * Differential cases for the collection, item, social and slide predicates
 * (docs §7 "Content", "Social", "Slide").
 */
import { SLICE_TYPES } from '../../../src/template/predicates/collection';
import type { OracleCase } from './case';

const yes = (pred: string) => `{.${pred}}yes{.or}no{.end}`;

/** One case per data value, all through the same predicate block. */
const each = (pred: string, datas: unknown[]): OracleCase[] =>
  datas.map((d): OracleCase => [yes(pred), d]);

/** Values of every JSON kind, for a field the predicate reads. */
const KINDS: unknown[] = [
  true,
  false,
  1,
  0,
  2,
  -1,
  1.5,
  1e20,
  1e21,
  -1e21,
  'true',
  'false',
  'x',
  '',
  '1',
  '0',
  null,
  [],
  [1],
  {},
  { a: 1 },
];

/** `field` set to each kind (and missing), wrapped by `wrap`. */
const kinds = (pred: string, wrap: (v: unknown) => unknown): OracleCase[] => [
  [yes(pred), wrap(undefined)],
  ...KINDS.map((v): OracleCase => [yes(pred), wrap(v)]),
];

/** The predicate inside a section whose node lacks the field, with the field outside. */
const scoped = (pred: string, outer: Record<string, unknown>): OracleCase[] => [
  [`{.section inner}${yes(pred)}{.end}`, { ...outer, inner: { other: 1 } }],
  [`{.section inner}${yes(pred)}{.end}`, { ...outer, inner: 'text' }],
  [
    `{.repeated section list}${yes(pred)}{.alternates with},{.end}`,
    { ...outer, list: [{ other: 1 }, outer] },
  ],
];

const CALENDAR: OracleCase[] = [
  ...kinds('calendar-view?', (v) => ({ calendarView: v })),
  ['{.calendar-view?}yes{.or}no{.end}', { calendarView: 'TRUE' }],
  ['{.calendar-view?}yes{.or}no{.end}', { calendarView: 1.0000001 }],
  ...scoped('calendar-view?', { calendarView: true }),
  [
    '{.section inner}{.calendar-view?}yes{.or}no{.end}{.end}',
    { inner: { calendarView: null }, calendarView: true },
  ],
  ['{.calendar-view? other}yes{.or}no{.end}', { calendarView: 1, other: false }],
];

const CHILD_IMAGES: OracleCase[] = [
  ...kinds('child-images?', (v) => ({ items: [{ mainImageId: v }] })),
  ...kinds('child-images?', (v) => ({ items: v })),
  ...each('child-images?', [
    { items: [{}, { mainImageId: 'img2' }] },
    { items: [{ mainImageId: 'img1' }, {}] },
    { items: [7, { mainImageId: 'img2' }] },
    { items: { 0: { mainImageId: 'img1' } } },
    { items: [[{ mainImageId: 'nested' }]] },
    { collection: { items: [{ mainImageId: 'x' }] } },
  ]),
  ...scoped('child-images?', { items: [{ mainImageId: 'outer' }] }),
  // a truthy systemDataId of the first item counts as well
  ...kinds('child-images?', (v) => ({ items: [{ systemDataId: v }] })),
  ...each('child-images?', [
    { items: [{ mainImageId: '', systemDataId: 'sd1' }] },
    { items: [{ mainImageId: 'img1', systemDataId: '' }] },
    { items: [{ mainImageId: null, systemDataId: 0 }] },
    { items: [{ title: 'first' }, { systemDataId: 'sd2' }] },
    { items: { 0: { systemDataId: 'sd1' } } },
  ]),
  ...scoped('child-images?', { items: [{ systemDataId: 'outer' }] }),
];

const FOLDERS: OracleCase[] = [
  ...kinds('clickable?', (v) => ({ folderBehavior: v })),
  ...each('clickable?', [
    { folderBehavior: 3 },
    { folderBehavior: '2' },
    { folderBehavior: '3' },
    { folderBehavior: ' 1' },
    { folderBehavior: '1.0' },
    { folderBehavior: '1x' },
    { folderBehavior: '2.5' },
    { folderBehavior: 4294967297 },
    { collection: { folderBehavior: 3 } },
  ]),
  ...scoped('clickable?', { folderBehavior: 3 }),
  [
    '{.section inner}{.clickable?}yes{.or}no{.end}{.end}',
    { inner: { folderBehavior: null }, folderBehavior: 1 },
  ],

  ...kinds('redirect?', (v) => ({ folderBehavior: v })),
  ...each('redirect?', [
    { folderBehavior: '2.0' },
    { folderBehavior: '2x' },
    { folderBehavior: 2.5 },
    { folderBehavior: 4294967298 },
    { collection: { folderBehavior: 2 } },
  ]),
  ...scoped('redirect?', { folderBehavior: 2 }),

  ...kinds('folder?', (v) => ({ collection: { folder: v } })),
  ...kinds('folder?', (v) => ({ collection: v })),
  ...each('folder?', [{ folder: true }, { collection: [{ folder: true }] }]),
  ...scoped('folder?', { collection: { folder: true } }),
  ['{.folder? extra args}yes{.or}no{.end}', { collection: { folder: 1 } }],

  ...kinds('index?', (v) => ({ collection: { folder: v, folderBehavior: 1 } })),
  ...kinds('index?', (v) => ({ collection: { folder: true, folderBehavior: v } })),
  ...each('index?', [
    { collection: { folder: true }, folderBehavior: 1 },
    { folder: true, folderBehavior: 1 },
    { collection: { folder: true, folderBehavior: 1.5 } },
    { collection: 'folder' },
  ]),
  ...scoped('index?', { collection: { folder: true, folderBehavior: 1 } }),
];

const COLLECTIONS: OracleCase[] = [
  ...kinds('collection?', (v) => ({ collection: v })),
  ...scoped('collection?', { collection: { id: 'c1' } }),
  ...each('collection?', [{ collectionId: 'c1' }, { items: [] }]),

  ...each('collection-page?', [
    {},
    { type: 10 },
    { collection: { type: 10 } },
    { collection: { type: '10' } },
    { collection: { type: '10.0' } },
    { collection: { type: '10x' } },
    { collection: { type: '1e1' } },
    { collection: { type: 10.5 } },
    { collection: { type: 4294967306 } },
    { collection: { type: 7 } },
    { collection: { typeName: 'page' } },
    { collection: [{ type: 10 }] },
    { collection: null, type: 10 },
  ]),
  ...kinds('collection-page?', (v) => ({ collection: { type: v } })),
  ...scoped('collection-page?', { collection: { type: 10 } }),

  ...each('collection-template-page?', [
    {},
    { type: 7 },
    { type: '7' },
    { type: '7.5' },
    { type: 7.5 },
    { type: true },
    { type: 10 },
    { collection: { type: 7 } },
    { type: 7, collection: { type: 1 } },
    { type: 1, collection: { type: 7 } },
    { type: 7, collection: {} },
    { type: 7, collection: null },
    { type: 7, collection: 'c' },
    { type: 7, collection: [] },
    { type: 7, collection: false },
  ]),
  ...kinds('collection-template-page?', (v) => ({ type: v })),
  ...scoped('collection-template-page?', { type: 7 }),

  ...each('collectionTypeNameEquals? blog', [
    {},
    { typeName: 'blog' },
    { typeName: 'Blog' },
    { typeName: 'blog ' },
    { typeName: ['blog'] },
    { typeName: { name: 'blog' } },
    { typeName: null },
    { collection: { typeName: 'blog' } },
    { typeName: 'page', blog: 'page' },
  ]),
  ...scoped('collectionTypeNameEquals? blog', { typeName: 'blog' }),
  [
    '{.section inner}{.collectionTypeNameEquals? blog}yes{.or}no{.end}{.end}',
    { inner: { typeName: null }, typeName: 'blog' },
  ],
  ...each('collectionTypeNameEquals? "blog"', [{ typeName: 'blog' }, { typeName: '"blog"' }]),
  ...each('collectionTypeNameEquals? 5', [{ typeName: 5 }, { typeName: '5' }, { typeName: 5.0 }]),
  ...each('collectionTypeNameEquals? true', [{ typeName: true }, { typeName: 'true' }]),
  ...each('collectionTypeNameEquals? events page', [
    { typeName: 'events' },
    { typeName: 'page' },
    { typeName: 'events page' },
  ]),
  ...each('collectionTypeNameEquals?|events|page', [{ typeName: 'events' }, { typeName: 'page' }]),
  ...each('collectionTypeNameEquals?', [{ typeName: 'events' }, { typeName: '' }, {}]),
];

const ITEMS: OracleCase[] = [
  ...kinds('excerpt?', (v) => ({ excerpt: v })),
  ...kinds('excerpt?', (v) => ({ excerpt: { html: v } })),
  ...each(
    'excerpt?',
    [
      '<p></p>',
      '<p> </p>',
      '<p>Short summary.</p>',
      ' ',
      '&nbsp;',
      '<p>&nbsp;</p>',
      '<br/>',
      '<img src="a.png">',
      '<p>\n</p>',
      ' \n<p>\n</p>\n ',
      '<',
      '>',
      '>>',
      '> ',
      '>a',
      'a>',
      'a<',
      '<p',
      '<>',
      '<<>>',
      '<a>>',
      '<a>>b',
      '<a>b',
      '<a<b>c',
      '<<a>b',
      "<a title='>'>",
      '<!-- note -->',
      '\u00a0',
      '\t\n\r\f\v',
      '\u2003\u3000\ufeff',
      '\u200b',
      '\u200c',
      '\u0085',
      '\u180e',
      '\u001f',
      '\u0000',
      '\u2028\u2029',
    ].map((excerpt) => ({ excerpt })),
  ),
  ...each('excerpt?', [
    { excerpt: { html: 'x', text: '' } },
    { excerpt: { text: 'x' } },
    { excerpt: ['x'] },
    { excerpt: { html: { html: 'x' } } },
    { excerpt: { html: '<p></p>' } },
    { body: 'not the excerpt' },
  ]),
  ...scoped('excerpt?', { excerpt: 'outer' }),

  ...kinds('external-link?', (v) => ({ externalLink: v })),
  ...each('external-link?', [{ sourceUrl: 'x' }, { collection: { externalLink: 'x' } }]),
  ...scoped('external-link?', { externalLink: 'https://example.org' }),

  ...kinds('main-image?', (v) => ({ mainImageId: v })),
  ...kinds('main-image?', (v) => ({ systemDataId: v })),
  ...each('main-image?', [
    { mainImage: { id: 'x' } },
    { collection: { mainImageId: 'x' } },
    { mainImageId: '', systemDataId: 'sd' },
    { mainImageId: 'm', systemDataId: '' },
    { mainImage: { systemDataId: 'x' } },
  ]),
  ...scoped('main-image?', { systemDataId: 'outer' }),
  ...scoped('main-image?', { mainImageId: 'outer' }),

  ...kinds('passthrough?', (v) => ({ passthrough: v, sourceUrl: '/go' })),
  ...kinds('passthrough?', (v) => ({ passthrough: true, sourceUrl: v })),
  ...each('passthrough?', [{ sourceUrl: '/go' }, { passThrough: true, sourceUrl: '/go' }]),
  ...scoped('passthrough?', { passthrough: true, sourceUrl: '/go' }),
  [
    '{.section inner}{.passthrough?}yes{.or}no{.end}{.end}',
    { inner: { passthrough: true }, sourceUrl: '/go' },
  ],

  ...kinds('serviceNameEmail?', (v) => ({ serviceName: v })),
  ...each('serviceNameEmail?', [
    { serviceName: 'email' },
    { serviceName: 'Email' },
    { serviceName: ['email'] },
    { collection: { serviceName: 'email' } },
  ]),
  ...scoped('serviceNameEmail?', { serviceName: 'email' }),

  ...kinds('show-past-events?', (v) => ({ showPastOrUpcomingEvents: v })),
  ...each('show-past-events?', [
    { showPastOrUpcomingEvents: 'past' },
    { showPastOrUpcomingEvents: 'Past' },
    { showPastOrUpcomingEvents: 'past ' },
    { showPastOrUpcomingEvents: 'upcoming' },
    { showPastOrUpcomingEvents: ['past'] },
    { showPastEvents: true },
  ]),
  ...scoped('show-past-events?', { showPastOrUpcomingEvents: 'past' }),
];

const LOCATION_AND_SIZE: OracleCase[] = [
  ...kinds('location?', (v) => ({ location: { mapLat: v, mapLng: 2 } })),
  ...kinds('location?', (v) => ({ location: { mapLat: 1, mapLng: v } })),
  ...kinds('location?', (v) => ({ location: v })),
  ...each('location?', [{ mapLat: 1, mapLng: 2 }, { location: [{ mapLat: 1, mapLng: 2 }] }]),
  ...scoped('location?', { location: { mapLat: 40.7, mapLng: -74 } }),

  ...each('has-multiple?', [
    [1, 2],
    [1],
    [],
    [null, null],
    [[1, 2]],
    { a: 1, b: 2 },
    { a: 1 },
    'ab',
    12,
    true,
    null,
    { items: [1, 2] },
  ]),
  ['{.has-multiple? list}yes{.or}no{.end}', { list: [1, 2] }],
  [
    '{.repeated section list}{.has-multiple?}yes{.or}no{.end}{.alternates with},{.end}',
    { list: [[1, 2], [1], 'ab', { x: 1, y: 2 }, 3] },
  ],
  ['{.section list}{.has-multiple?}yes{.or}no{.end}{.end}', { list: [1, 2, 3] }],
];

const DAY = 86_400_000;
const SAME_DAY: OracleCase[] = [
  ...each('same-day?', [
    {},
    { startDate: 0, endDate: 0 },
    { startDate: 0, endDate: DAY - 1 },
    { startDate: 0, endDate: DAY },
    { startDate: -1, endDate: 0 },
    { startDate: -0.5, endDate: 0 },
    { startDate: -0.5, endDate: -DAY },
    { startDate: 0 },
    { endDate: 5 },
    { startDate: '0', endDate: '100' },
    { startDate: null, endDate: null },
    { startDate: true, endDate: false },
    { startDate: [], endDate: {} },
    { startDate: 1_700_000_000_000, endDate: 1_700_000_000_000 },
    { startDate: 1_699_999_999_999, endDate: 1_700_020_000_000 },
    { startDate: 1_700_020_000_000, endDate: 1_699_999_999_999 },
    {
      startDate: 1_699_970_400_000,
      endDate: 1_699_977_600_000,
      website: { timeZone: 'Asia/Tokyo' },
    },
    {
      startDate: 1_699_990_000_000,
      endDate: 1_700_000_000_000,
      website: { timeZone: 'America/Los_Angeles' },
    },
    { startDate: 0, endDate: 31_536_000_000 },
    { startDate: 0, endDate: 2_678_400_000 },
    { startDate: -62_167_219_200_000, endDate: -62_135_596_800_000 },
    { startDate: -12_219_292_800_001, endDate: -12_219_292_800_000 },
    { startDate: -210_866_803_200_000, endDate: -210_866_803_100_000 },
  ]),
  ...scoped('same-day?', { startDate: 0, endDate: DAY * 3 }),
  // a failing date reports the error; without an {.or} both engines print nothing
  ['{.same-day?}yes{.end}', { startDate: 'soon', endDate: 'later' }],
  ['{.same-day?}yes{.end}', { startDate: 253_402_300_800_000, endDate: 0 }],
  ['{.same-day?}yes{.end}', { startDate: 0, endDate: 253_402_300_800_000 }],
  ['{.same-day?}yes{.end}', { startDate: 1e20, endDate: 'x' }],
  ['{.same-day?}yes{.end}', { startDate: 'x', endDate: 1e20 }],
  ['{.same-day?}yes{.end}', { startDate: -210_866_803_200_001, endDate: 0 }],
];

const SOCIAL: OracleCase[] = [
  ...kinds('comments?', (v) => ({ commentState: v })),
  ...kinds('comments?', (v) => ({ publicCommentCount: v })),
  ...kinds('comments?', (v) => ({ commentState: 1, websiteSettings: { commentsEnabled: v } })),
  ...kinds('comments?', (v) => ({ commentState: 1, websiteSettings: v })),
  ...each('comments?', [
    { commentState: 2, publicCommentCount: 3 },
    { commentState: 1.5 },
    { commentState: 4294967297 },
    { publicCommentCount: '2' },
    { publicCommentCount: '0.5' },
    { commentState: 1, website: { commentsEnabled: false } },
    { commentState: 1, websiteSettings: { disableComments: true } },
    { publicCommentCount: 4, websiteSettings: { commentsEnabled: true, disqusShortName: 'dq' } },
  ]),
  ...scoped('comments?', { commentState: 1 }),
  [
    '{.section inner}{.comments?}yes{.or}no{.end}{.end}',
    { inner: { commentState: 1 }, websiteSettings: { commentsEnabled: false } },
  ],
  [
    '{.section inner}{.comments?}yes{.or}no{.end}{.end}',
    { inner: { commentState: 1 }, websiteSettings: {} },
  ],
  [
    '{.section inner}{.comments?}yes{.or}no{.end}{.end}',
    { inner: { commentState: 1, websiteSettings: { commentsEnabled: true } }, websiteSettings: {} },
  ],
  [
    '{.section inner}{.comments?}yes{.or}no{.end}{.end}',
    {
      inner: { commentState: 1, websiteSettings: null },
      websiteSettings: { commentsEnabled: true },
    },
  ],
  [
    '{.section inner}{.comments?}yes{.or}no{.end}{.end}',
    { inner: { commentState: 1 }, websiteSettings: { commentsEnabled: true } },
  ],

  ...kinds('disqus?', (v) => ({ websiteSettings: { disqusShortName: v } })),
  ...each('disqus?', [
    { website: { disqusShortName: 'dq' } },
    { websiteSettings: 'dq' },
    { disqusShortName: 'dq' },
  ]),
  ...scoped('disqus?', { websiteSettings: { disqusShortName: 'dq' } }),
  [
    '{.section inner}{.disqus?}yes{.or}no{.end}{.end}',
    { inner: { websiteSettings: {} }, websiteSettings: { disqusShortName: 'dq' } },
  ],
];

const SLICE_NAMES = ['heading', ...SLICE_TYPES];

const SLIDES: OracleCase[] = [
  // every slice name against codes 1 to 20
  ...SLICE_NAMES.map(
    (name): OracleCase => [
      `{.repeated section codes}{.current-type? ${name}}{currentType}{.end}{.end}`,
      { codes: Array.from({ length: 20 }, (_, i) => ({ currentType: i + 1 })) },
    ],
  ),
  ...kinds('current-type? heading', (v) => ({ currentType: v })),
  ...each('current-type? heading', [
    { currentType: 1.9 },
    { currentType: '1.9' },
    { currentType: 0.9999 },
    { currentType: '01' },
    { currentType: '1x' },
    { currentType: 4294967297 },
    { currentType: -4294967295 },
    { currentType: 'heading' },
  ]),
  ...each('current-type? body', [
    { currentType: 3.5 },
    { currentType: '3.49' },
    { currentType: 2 },
  ]),
  ...each('current-type? HEADING', [{ currentType: 1 }]),
  ...each('current-type? "heading"', [{ currentType: 1 }]),
  ...each('current-type? 1', [{ currentType: 1 }]),
  ...each('current-type? unknown', [
    {},
    { currentType: null },
    { currentType: 2 },
    { currentType: 0 },
  ]),
  ...each('current-type?', [{ currentType: 1 }, {}]),
  ...each('current-type? gallery image', [{ currentType: 5 }, { currentType: 4 }]),
  ...each('current-type?,twitter', [{ currentType: 19 }]),
  ...scoped('current-type? body', { currentType: 3 }),
];

export const COLLECTION_PREDICATE_CASES: OracleCase[] = [
  // a predicate that throws runs none of its block's branches
  ['{.same-day?}A{.or}B{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.same-day?}A{.or equal? 1 1}B{.or}C{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.equal? 1 2}A{.or same-day?}B{.or}C{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.section a}{.same-day?}A{.or}B{.end}{.or}Z{.end}|', { a: { startDate: 'x', endDate: 1 } }],
  ['{.section zz}A{.or same-day?}B{.or}C{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.section n}A{.or same-day?}B{.or}C{.end}|', { n: 0, startDate: 'x', endDate: 1 }],
  ['{.repeated section zz}A{.or same-day?}B{.or}C{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.if zz}A{.or same-day?}B{.or}C{.end}|', { startDate: 'x', endDate: 1 }],
  ['{.equal? 1 2}A{.or equal? 1 2}B{.or same-day?}C{.or}D{.end}|', { startDate: 'x', endDate: 1 }],
  ...CALENDAR,
  ...CHILD_IMAGES,
  ...FOLDERS,
  ...COLLECTIONS,
  ...ITEMS,
  ...LOCATION_AND_SIZE,
  ...SAME_DAY,
  ...SOCIAL,
  ...SLIDES,
  // scope inside partials: a private partial hides the enclosing names
  ...[
    '{inner|apply p}',
    '{inner|apply p private}',
    '{.section inner}{@|apply p private}{.end}',
  ].map(
    (code): OracleCase => [
      code,
      {
        calendarView: true,
        folderBehavior: 3,
        typeName: 'blog',
        websiteSettings: { disqusShortName: 'dq', commentsEnabled: false },
        inner: { commentState: 1 },
      },
      {
        p: '{.calendar-view?}C{.end}{.clickable?}K{.end}{.collectionTypeNameEquals? blog}T{.end}{.disqus?}D{.end}{.comments?}M{.end}',
      },
    ],
  ),
  // predicates in {.or} branches and combined with others
  [
    '{.folder?}folder{.or redirect?}redirect{.or clickable?}clickable{.or}none{.end}',
    { collection: { folder: true } },
  ],
  [
    '{.folder?}folder{.or redirect?}redirect{.or clickable?}clickable{.or}none{.end}',
    { folderBehavior: 2 },
  ],
  ['{.folder?}folder{.or redirect?}redirect{.or clickable?}clickable{.or}none{.end}', {}],
  [
    '{.folder?}folder{.or redirect?}redirect{.or clickable?}clickable{.or}none{.end}',
    { folderBehavior: 3 },
  ],
  [
    '{.repeated section items}{.main-image?}[{mainImageId}]{.or excerpt?}({excerpt}){.or}-{.end}{.end}',
    { items: [{ mainImageId: 'm' }, { excerpt: 'e' }, {}] },
  ],
];
