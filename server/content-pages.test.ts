import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseGallerySettings } from '../src/content/gallery-settings';
import { imageSrcset } from '../src/content/images';
import { publicPageEngine, savedSiteSettings } from '../tests/helpers/public-engine';
import { expectHtml, suiteServer } from '../tests/helpers/test-server';
import { BLOG_NAMES, type ContentData, readContentData } from './site-data/content-data';
import { readShopData, type ShopData } from './site-data/shop-data';
import { type PageTemplates, pageEngine, readTemplates, renderPage } from './templates/pages';
import {
  blogItemPageData,
  blogPageData,
  contentNotFoundPageData,
  eventItemPageData,
  eventsAt,
  eventsPageData,
} from './views/content-page';
import { galleryPageData } from './views/gallery-page';
import { shopChrome } from './views/shop-chrome';

/** "Now" for these tests: between the fixture's past events (2024, 2025) and upcoming ones (2030). */
const NOW = Date.parse('2026-11-26T12:00:00Z');
const server = suiteServer({ now: () => NOW });
let data: ContentData;
let shop: ShopData;
let templates: PageTemplates;

beforeAll(async () => {
  data = await readContentData(process.cwd());
  shop = await readShopData(process.cwd());
  templates = await readTemplates('fixtures/templates');
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const collapse = (html: string) => html.replace(/\s+/g, ' ');
/** The text of some markup, as a reader sees it: tags dropped, white space collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** The start tag of the first element whose start tag holds `part`. */
const tagWith = (html: string, part: string) =>
  html.match(new RegExp(`<[^<>]*${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^<>]*>`))?.[0] ?? '';
/** Each list item of a `.content-list`, in order. */
const listItems = (html: string) =>
  [...html.matchAll(/<li class="content-list__item">([\s\S]*?)<\/article>/g)].map(
    (m) => m[1] ?? '',
  );
const render = (template: string, json: unknown) =>
  renderPage(pageEngine(), templates, template, json).html;

const VIDEO = '6a1b00000000000000000103';

describe('GET /blog', () => {
  it('lists the posts newest first, each with its image, title link, excerpt, comments, likes and share links', async () => {
    const html = expectHtml(await get('/blog'), 200, ['<title>Blog · Demo Store</title>']);
    const items = listItems(html);
    expect(items.map((item) => item.match(/<h2[^>]*><a href="([^"]+)"/)?.[1])).toEqual([
      '/blog/throwing-a-bowl',
      '/blog/notes-from-the-kiln',
      '/blog/harbour-at-dawn',
      'https://en.wikipedia.org/wiki/Clay_body',
    ]);
    const [video, kiln, harbour, link] = items.map(textOf);
    expect(video).toContain('Eleven minutes at the wheel, with nothing cut.');
    // The comment labels [Y-03]; a post with comments off and none written has no comment link [Y-01].
    expect(video).toContain('5 Comments');
    expect(kiln).toContain('1 Comment');
    expect(harbour).toContain('No Comments');
    expect(items[3]).not.toContain('sqs-comment-link');
    expect(items[2]).toContain('href="/blog/harbour-at-dawn#comments-6a1b00000000000000000101"');
    // Likes are shown, on a disabled button.
    expect(video).toContain('0 Likes');
    expect(kiln).toContain('1 Like');
    expect(harbour).toContain('12 Likes');
    expect(tagWith(items[2] ?? '', 'class="content-like"')).toContain('disabled');
    expect(link).toContain('(external link)');
    expect(html).toContain('<link rel="stylesheet" href="/content/assets/content.css">');
  });

  it('share links follow the site’s shareButtonOptions; follow links its social accounts', async () => {
    const html = (await get('/blog')).body;
    const share = html.match(/aria-label="Share The harbour at dawn">([\s\S]*?)<\/ul>/)?.[1] ?? '';
    expect([...share.matchAll(/>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual([
      'Facebook',
      'X',
      'LinkedIn',
      'Email',
    ]);
    expect(share).toContain(
      'href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.sq-storefront.test%2Fblog%2Fharbour-at-dawn"',
    );
    expect(html).toContain(
      'data-full-url="/blog/harbour-at-dawn" data-title="The harbour at dawn"',
    );
    const onlyEmail = {
      ...data,
      website: { ...data.website, shareButtonOptions: { email: true } },
    };
    const fewer = render('blog', blogPageData(onlyEmail, shop, 'blog'));
    expect(fewer.match(/aria-label="Share The harbour at dawn">([\s\S]*?)<\/ul>/)?.[1]).toMatch(
      /^<li><a href="mailto:[^"]+">Email<\/a><\/li>$/,
    );
    const none = { ...data, website: { ...data.website, shareButtonOptions: {} } };
    expect(render('blog', blogPageData(none, shop, 'blog'))).not.toContain('content-share');
    expect(collapse(html)).toContain(
      '<a class="content-follow__link" href="https://www.instagram.com/sqdemostudio" rel="me" data-service="instagram"><span class="content-follow__service">instagram</span> sqdemostudio</a>',
    );
    expect(html).toContain('Email hello@demo.sq-storefront.test</a>');
  });

  it('images: the seven widths, 750w as src, alt text by altText, title, body, file name, and light or dark', async () => {
    const html = (await get('/blog')).body;
    const journal = (await get('/journal')).body;
    const image = (page: string, file: string) =>
      tagWith(page, `src="/content/images/${file}?format=750w"`);
    const harbour = image(html, 'harbour-dawn.jpg');
    expect(harbour).toContain(`srcset="${imageSrcset('/content/images/harbour-dawn.jpg')}"`);
    expect(harbour).toContain('width="2500" height="1667"');
    expect(harbour).toContain('loading="lazy" decoding="async"');
    expect(harbour).toContain('style="object-position:30% 56%"');
    expect(harbour).toContain(
      'alt="A red and white lighthouse and a small sailing boat on calm water at dawn"',
    );
    expect(image(html, 'aurora-peaks.jpg')).toContain('alt="Aurora over the Peaks"');
    expect(image(journal, 'lemon-still-life.jpg')).toContain(
      'alt="Lemons heaped in a blue bowl on a linen table."',
    );
    expect(image(html, 'red-chair.jpg')).toContain('alt="red-chair.jpg"');
    expect(tagWith(html, 'data-color-center="#f9c5a6"')).toContain('content-figure--light');
    expect(tagWith(html, 'data-color-center="#091221"')).toContain('content-figure--dark');
  });

  it('a site with comments off shows no comment link or comments, whatever the posts say [Y-02]', () => {
    const off = { ...data, websiteSettings: { ...data.websiteSettings, commentsEnabled: false } };
    const list = render('blog', blogPageData(off, shop, 'blog'));
    expect(list).not.toContain('sqs-comment-link');
    expect(list).not.toMatch(/Comments?</);
    const post = render('blog-item', blogItemPageData(off, shop, 'blog', 'throwing-a-bowl'));
    expect(post).not.toContain('squarespace-comments');
    expect(post).not.toContain('5 Comments');
  });

  it('a site without simple liking shows no likes', () => {
    const off = {
      ...data,
      websiteSettings: { ...data.websiteSettings, simpleLikingEnabled: false },
    };
    expect(render('blog', blogPageData(off, shop, 'blog'))).not.toContain('content-like');
  });
});

describe('GET /blog/{slug}', () => {
  it('a video post: the oEmbed HTML, the engine’s player markup with the overlay from the main image, comments', async () => {
    const html = expectHtml(await get('/blog/throwing-a-bowl'), 200, [
      '<title>Throwing a bowl, start to finish · Demo Store</title>',
      '<h1>Throwing a bowl, start to finish</h1>',
    ]);
    expect(html).toContain(
      '<div class="content-video__embed"><a class="content-video__link" href="https://vimeo.com/76979871">Watch “Throwing a bowl” on Vimeo</a></div>',
    );
    const wrapper = tagWith(html, 'class="sqs-video-wrapper"');
    expect(wrapper).toContain('data-html="&lt;a class=&quot;content-video__link&quot;');
    expect(wrapper).toContain('data-provider-name="Vimeo"');
    expect(tagWith(html, 'data-src="/content/images/red-chair.jpg"')).toContain(
      'data-image-dimensions="2500x2500"',
    );
    expect(textOf(html)).toContain('Video on Vimeo');
    expect(collapse(html)).toContain('<h2 id="content-comments-title">5 Comments</h2>');
    expect(tagWith(html, 'class="squarespace-comments"')).toBe(
      `<div class="squarespace-comments" id="comments-${VIDEO}" data-item-id="${VIDEO}" data-public-comment-count="5" data-comment-state="1">`,
    );
    expect(textOf(html)).toContain('By Sam Okafor');
    expect(tagWith(html, 'class="content-like"')).toContain('disabled');
    expect(html).toContain(
      '<a rel="next" href="/blog/notes-from-the-kiln">Older: Notes from the kiln</a>',
    );
    expect(html).not.toContain('rel="prev"');
  });

  it('a post with comments closed keeps its comments and says so; a link post links out and has none', async () => {
    const kiln = textOf((await get('/blog/notes-from-the-kiln')).body);
    expect(kiln).toContain('1 Comment Comments are closed.');
    expect(kiln).toContain('Newer: Throwing a bowl, start to finish');
    const link = (await get('/blog/a-good-read-on-clay')).body;
    expect(link).toContain('<a href="https://en.wikipedia.org/wiki/Clay_body">');
    expect(link).not.toContain('content-comments');
  });

  it('an unknown post gets the not-found page with 404, leading back to the blog', async () => {
    expectHtml(await get('/blog/no-such-post?x=<b>'), 404, [
      '<h1>Page not found</h1>',
      'There is no post at <code>/blog/no-such-post</code>.',
      '<a href="/blog">See every post</a>',
      '<script src="/sq-storefront.js" defer></script>',
    ]);
    expectHtml(await get('/journal/nothing'), 404, ['<a href="/journal">See every post</a>']);
    expect((await get('/blog/')).headers.location).toBe('/blog');
    expect((await get('/gallery/')).headers.location).toBe('/gallery');
    expectHtml(await get('/events/nothing'), 404, ['<a href="/events">See every event</a>']);
    expectHtml(await get('/zz/gallery'), 404, [
      'There is no page at <code>/zz/gallery</code>.',
      '<a href="/gallery">See the gallery</a>',
    ]);
  });
});

describe('GET /journal: a site commenting by Disqus [Y-04]', () => {
  it('the list links each post’s Disqus thread, by item id', async () => {
    const html = (await get('/journal')).body;
    expect(html).toContain(
      '<a class="sqs-comment-link sqs-disqus-comment-link" href="/journal/a-year-in-the-studio#disqus_thread" data-disqus-identifier="6a1b00000000000000000201">',
    );
    expect(html).not.toContain('4 Comments');
  });

  it('the post has the Disqus thread in place of the native comments', async () => {
    const html = collapse((await get('/journal/a-year-in-the-studio')).body);
    expect(html).toContain(
      '<div class="content-disqus" data-disqus-shortname="sq-demo-journal" data-disqus-identifier="6a1b00000000000000000201"> <div class="squarespace-comments" id="disqus_thread"></div>',
    );
    expect(html).not.toContain('id="comments-');
  });
});

describe('GET /events', () => {
  const calendar =
    'http://www.google.com/calendar/event?action=TEMPLATE&amp;text=Glaze%20workshop%3A%20tin%20whites%20%26%20blues&amp;dates=20300905T150000Z/20300905T170000Z&amp;location=12%20Quay%20Street%2C%20Portland%2C%20ME%2004101%2C%20United%20States';

  it('lists the upcoming events, soonest first, as the collection says, with when, where and a calendar link [Y-07, Y-08]', async () => {
    const html = expectHtml(await get('/events'), 200, ['<h2>Upcoming events</h2>']);
    const items = listItems(html);
    expect(items.map((item) => item.match(/<h3[^>]*><a href="([^"]+)"/)?.[1])).toEqual([
      '/events/summer-open-studio',
      '/events/glaze-workshop',
      '/events/night-firing',
    ]);
    const [summer, glaze, night] = items.map(textOf);
    // Same UTC day: the day once, then the times; otherwise both dates and times.
    expect(glaze).toContain('Thursday, September 5, 2030 , 11:00 AM – 1:00 PM EDT');
    expect(summer).toContain(
      'Friday, June 14, 2030, 11:00 AM – Sunday, June 16, 2030, 5:00 PM EDT',
    );
    // 23:00Z to 01:00Z the next day is not one UTC day, though it is one evening in New York.
    expect(night).toContain(
      'Friday, November 1, 2030, 7:00 PM – Friday, November 1, 2030, 9:00 PM',
    );
    expect(items[1]).toContain(`<a class="content-event__calendar" href="${calendar}">`);
    expect(glaze).toContain('The studio, 12 Quay Street, Portland, ME 04101');
    expect(items[1]).toContain('<a href="https://tickets.example.com/glaze-workshop">');
    expect(html).toContain('<a href="/events?view=upcoming" aria-current="page">Upcoming</a>');
  });

  it('?view=past lists the past events, latest first; any other view is a 400', async () => {
    const html = (await get('/events?view=past')).body;
    expect(html).toContain('<h2>Past events</h2>');
    expect(listItems(html).map((item) => item.match(/<h3[^>]*>([\s\S]*?)<\/h3>/)?.[1])).toEqual([
      '<a href="/events/winter-talk">Winter talk: a century of stoneware</a>',
      '<a href="/events/spring-market">Spring makers’ market</a>',
    ]);
    expect(html).toContain('<a href="/events?view=past" aria-current="page">Past</a>');
    expect((await get('/events?view=upcoming')).body).toContain('<h2>Upcoming events</h2>');
    expect((await get('/events?view=soon')).statusCode).toBe(400);
    expect((await get('/events?utm_source=news')).statusCode).toBe(200);
  });

  it('a collection showing past events lists them without a query [Y-10]', () => {
    const past = {
      ...data,
      events: {
        ...data.events,
        collection: { ...data.events.collection, showPastOrUpcomingEvents: 'past' },
      },
    };
    const html = render('events', eventsPageData(past, shop, NOW));
    expect(html).toContain('<h2>Past events</h2>');
    expect(listItems(html)).toHaveLength(2);
  });

  it('an event is upcoming until its end, past after [Y-10]', () => {
    const event = (endDate: number) => ({ id: 'e', urlId: 'e', title: 'e', endDate, startDate: 0 });
    const split = (endDate: number) => eventsAt([event(endDate)], NOW);
    expect(split(NOW).upcoming).toHaveLength(1);
    expect(split(NOW - 1).past).toHaveLength(1);
    const later = eventsPageData(data, shop, Date.parse('2031-01-01T00:00:00Z'));
    expect(later.listing).toMatchObject({ upcoming: [] });
    expect(render('events', later)).toContain('<p>No upcoming events.</p>');
  });

  it('an event’s page: when, where, body and calendar link', async () => {
    const html = expectHtml(await get('/events/glaze-workshop'), 200, [
      '<h1>Glaze workshop: tin whites &amp; blues</h1>',
      `href="${calendar}"`,
      'Each place includes six test tiles',
    ]);
    expect(textOf(html)).toContain('Thursday, September 5, 2030 , 11:00 AM – 1:00 PM EDT');
  });
});

describe('GET /gallery', () => {
  it('writes <sq-gallery> with the normalised settings as attributes and its layout before any script', async () => {
    const html = expectHtml(await get('/gallery'), 200, [
      '<link rel="stylesheet" href="/sq-gallery.css">',
      '<ul class="sq-gallery__items" style="--sq-gallery-per-row:3;--sq-gallery-padding:12px;--sq-gallery-ratio:1.5">',
    ]);
    const host = html.match(/<sq-gallery[^>]*>/)?.[0] ?? '';
    for (const part of [
      'design="grid"',
      'thumbnails-per-row="3"',
      'padding="12"',
      ' lightbox ',
      'lightboxtheme="light"',
      'aria-label="Gallery"',
      // Autoplay is a slideshow's or a slider's: the grid's raw `autoplay: true` is off.
      'autoplay="false"',
    ]) {
      expect(host).toContain(part);
    }
    expect(host).not.toContain('autoplay-duration');
    // The element reads the attributes back to the same settings.
    const raw = Object.fromEntries(
      [...host.matchAll(/ ([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']),
    );
    const bySpecName = { ...raw, lightboxTheme: raw.lightboxtheme, newWindow: raw.newwindow };
    expect(normaliseGallerySettings(bySpecName).settings).toEqual(
      normaliseGallerySettings(data.gallery.options).settings,
    );
  });

  it('each image: srcset, sizes, size, alt by precedence, focal point; a caption only with a title or description', async () => {
    const html = (await get('/gallery')).body;
    const figures = [
      ...html.matchAll(/<figure class="sq-gallery__figure">([\s\S]*?)<\/figure>/g),
    ].map((m) => m[1] ?? '');
    expect(figures).toHaveLength(8);
    const lemon = figures[5] ?? '';
    expect(lemon).toContain(`srcset="${imageSrcset('/content/images/lemon-still-life.jpg')}"`);
    expect(lemon).toContain('sizes="(min-width: 1200px) 400px, 33vw"');
    expect(lemon).toContain('width="2500" height="3750"');
    expect(lemon).toContain('alt="Lemons heaped in a blue bowl on a linen table."');
    expect(lemon).toContain(
      '<figcaption class="sq-gallery__meta"> <span class="sq-gallery__description">Lemons heaped in a blue bowl on a linen table.</span></figcaption>',
    );
    expect(figures[3]).toContain('alt="Aurora over the Peaks"');
    expect(figures[3]).toContain('<span class="sq-gallery__title">Aurora over the Peaks</span>');
    expect(figures[7]).toContain('alt="red-chair.jpg"');
    expect(figures[7]).not.toContain('figcaption');
    expect(figures[0]).toContain('style="object-position:30% 56%"');
  });
});

describe('the content fixtures', () => {
  it('cover every content-item field of the spec [Y-11]', () => {
    const items = [...BLOG_NAMES.flatMap((name) => data.blogs[name].items), ...data.events.items];
    const has = (key: string) => items.some((item) => item[key] !== undefined);
    for (const key of [
      'id',
      'fullUrl',
      'title',
      'publicCommentCount',
      'commentState',
      'likeCount',
      'startDate',
      'endDate',
      'location',
      'excerpt',
      'externalLink',
      'mainImageId',
      'systemDataId',
      'assetUrl',
      'recordType',
      'promotedBlockType',
    ]) {
      expect(has(key), key).toBe(true);
    }
    const location = data.events.items[0]?.location as Record<string, unknown>;
    expect(Object.keys(location)).toEqual(
      expect.arrayContaining(['addressLine1', 'addressLine2', 'addressCountry']),
    );
    const collections = data.navigation.map((n) => n.collection as Record<string, unknown>);
    expect(collections.map((c) => c.folderBehavior)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(collections.every((c) => 'type' in c && 'folder' in c)).toBe(true);
    const accounts = data.website.socialAccounts as Record<string, unknown>[];
    expect(Object.keys(accounts[0] ?? {})).toEqual(['serviceName', 'userName', 'profileUrl']);
    expect(data.events.collection.showPastOrUpcomingEvents).toBe('upcoming');
  });

  it('folders: index and redirect are links, none is its title alone [Y-09]', async () => {
    const nav = (await get('/blog')).body.match(/<nav class="content-nav"[\s\S]*?<\/nav>/)?.[0];
    expect(nav).toContain('<li class="content-nav__folder"><a href="/gallery">Studio</a></li>');
    expect(nav).toContain('<li class="content-nav__folder"><a href="/events">Workshops</a></li>');
    expect(nav).toContain(
      '<li class="content-nav__folder"><span class="content-nav__static">Archive</span></li>',
    );
    expect(nav).toContain('<li><a href="/blog">Blog</a></li>');
  });
});

describe('under a language’s prefix', () => {
  const owned = suiteServer({ merchantSession: 'owner-session-0001', now: () => NOW });
  const owner = { authorization: 'Bearer owner-session-0001', cookie: 'crumb=c' };

  it('a content page is served in each other language, its switcher marking it; another prefix is not found', async () => {
    const languages = [
      { code: 'en-US', isDefault: true },
      { code: 'fr', isDefault: false },
    ];
    const saved = await owned.app.inject({
      method: 'PUT',
      url: '/api/multilingual/languages?crumb=c',
      headers: owner,
      payload: { languages },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await owned.app.inject({ url: '/fr/blog/harbour-at-dawn' })).body;
    expect(html).toContain('<h1>The harbour at dawn</h1>');
    expect(html).toMatch(/<a href="\/blog\/harbour-at-dawn" hreflang="en-US" lang="en-US">/);
    expect(html).toMatch(
      /<a href="\/fr\/blog\/harbour-at-dawn" hreflang="fr" lang="fr" aria-current="page">/,
    );
    expect((await owned.app.inject({ url: '/fr/events?view=past' })).body).toContain(
      '<h2>Past events</h2>',
    );
    expect((await owned.app.inject({ url: '/fr/gallery' })).statusCode).toBe(200);
    expect((await owned.app.inject({ url: '/de/gallery' })).statusCode).toBe(404);
  });
});

describe('the index of pages', () => {
  it('links the content pages', async () => {
    const html = (await get('/')).body;
    for (const path of ['/blog', '/journal', '/events', '/gallery']) {
      expect(html).toContain(`<a href="${path}">`);
    }
  });
});

/**
 * The drop-in promise, as for the shop (shop-pages.test.ts): for the same templates and data, this
 * repository's engine writes exactly what the public @squarespace/template-engine writes.
 */
describe('drop-in: the content pages equal the public engine’s rendering', () => {
  const ours = pageEngine();
  const theirs = publicPageEngine();
  const compare = (label: string, template: string, json: unknown) => {
    const expected = renderPage(theirs, templates, template, json);
    const actual = renderPage(ours, templates, template, json);
    expect(expected.errors, label).toEqual([]);
    expect(actual.errors, label).toEqual([]);
    expect(actual.html, label).toBe(expected.html);
  };
  const HOSTILE = '<b>"x" & \'y\'</b>';

  it('every blog and post, the events both ways and each event, the gallery, the not-found pages', () => {
    for (const name of BLOG_NAMES) {
      compare(name, 'blog', blogPageData(data, shop, name));
      for (const post of data.blogs[name].items) {
        compare(
          `${name} ${post.urlId}`,
          'blog-item',
          blogItemPageData(data, shop, name, post.urlId),
        );
      }
    }
    compare('events', 'events', eventsPageData(data, shop, NOW));
    compare('past events', 'events', eventsPageData(data, shop, NOW, 'past'));
    compare('no events', 'events', eventsPageData(data, shop, Date.parse('2031-01-01')));
    for (const event of data.events.items) {
      compare(`event ${event.urlId}`, 'event-item', eventItemPageData(data, shop, event.urlId));
    }
    compare('gallery', 'gallery-page', galleryPageData(data, shop));
    compare('not found', 'not-found', contentNotFoundPageData(data, shop, '/blog/x', 'blog'));
  });

  it('the other forms: comments off, no liking, no sharing, hostile text escaped', () => {
    const settings = {
      ...data.websiteSettings,
      commentsEnabled: false,
      simpleLikingEnabled: false,
    };
    const quiet = {
      ...data,
      websiteSettings: settings,
      website: { ...data.website, shareButtonOptions: {} },
    };
    compare('quiet blog', 'blog', blogPageData(quiet, shop, 'blog'));
    compare('quiet post', 'blog-item', blogItemPageData(quiet, shop, 'blog', 'throwing-a-bowl'));
    const hostile: ContentData = {
      ...data,
      blogs: {
        ...data.blogs,
        blog: {
          ...data.blogs.blog,
          items: data.blogs.blog.items.map((item) => ({
            ...item,
            title: HOSTILE,
            author: { displayName: HOSTILE, bio: HOSTILE },
          })),
        },
      },
      events: {
        ...data.events,
        items: data.events.items.map((item) => ({
          ...item,
          title: HOSTILE,
          location: { addressTitle: HOSTILE, addressLine1: HOSTILE, addressCountry: HOSTILE },
        })),
      },
      images: data.images.map((image) => ({ ...image, altText: HOSTILE, title: HOSTILE })),
    };
    for (const [label, template, json] of [
      ['hostile blog', 'blog', blogPageData(hostile, shop, 'blog')],
      ['hostile post', 'blog-item', blogItemPageData(hostile, shop, 'blog', 'harbour-at-dawn')],
      ['hostile events', 'events', eventsPageData(hostile, shop, NOW)],
      ['hostile gallery', 'gallery-page', galleryPageData(hostile, shop)],
    ] as const) {
      compare(label, template, json);
      const html = render(template, json).replace(/id="sq-context">[\s\S]*?<\/script>/, '');
      expect(html, label).not.toContain('<b>');
    }
  });

  it('what the server sends is that rendering', async () => {
    const sent = (await get('/gallery')).body;
    const settings = await savedSiteSettings(server);
    const { site } = await shopChrome(settings, shop.catalogue.siteTitle, process.cwd()).site(
      '/gallery',
    );
    const expected = renderPage(theirs, templates, 'gallery-page', {
      ...galleryPageData(data, shop),
      site,
    });
    expect(sent).toBe(expected.html);
  });
});
