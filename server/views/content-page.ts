import { focalPointOf, imageAlt, imageSrc } from '../../src/content/images';
import type {
  BlogName,
  ContentCollection,
  ContentData,
  ContentImage,
} from '../site-data/content-data';
import type { ShopData } from '../site-data/shop-data';
import { notFoundPageData, pageData } from './shop-page';

/**
 * The data of the content pages (blogs, events; the gallery's is gallery-page.ts), built from the
 * content fixtures over the shop's page data (pageData: the site, settings and the bundle's page
 * context), so the one layout gives them the shop's header, footer and script. Each page's JSON is what its template in
 * fixtures/templates/ reads with the engine's content formatters and predicates:
 *
 * - an item's main image (`mainImageId`, an image of fixtures/content/images.json) is its
 *   `mainImage`, with `alt`, `src`, `sizes` and `objectPosition` worked out here; its size, focal
 *   point and colours are also the item's own, as the engine's `video` formatter reads them there;
 * - alt text is the image's `altText`, else its title, else its body's text (tags dropped, cut to
 *   1000 characters), else its file name [Z-04];
 * - a blog lists its posts newest first; a post links the one newer and the one older;
 * - an event is past when it ended before now, else upcoming [Y-10]; upcoming events are listed
 *   soonest first, past ones latest first; the list shown is the query's `view`, else the
 *   collection's `showPastOrUpcomingEvents`, which the template tests with `show-past-events?`;
 * - a collection's own `websiteSettings` (the journal's Disqus short name) override the site's.
 */

type Json = Record<string, unknown>;

export type EventsView = 'upcoming' | 'past';

/** The content pages' own stylesheet, served by the content routes. */
export const CONTENT_CSS_URL = '/content/assets/content.css';
/** The gallery's stylesheet, which the build writes from the element's CSS. */
export const GALLERY_CSS_URL = '/sq-gallery.css';

/** `sizes` of a post's image in a list and on its own page (the page's column is 60rem). */
const LIST_IMAGE_SIZES = '(min-width: 40rem) 16rem, 100vw';
const PAGE_IMAGE_SIZES = '(min-width: 60rem) 960px, 100vw';

/** An image as the templates show it, at `sizes`. */
export function shownImage(image: ContentImage, sizes: string): Json {
  return {
    ...image,
    title: image.title ?? '',
    alt: imageAlt(image),
    src: imageSrc(image.assetUrl),
    sizes,
    objectPosition: focalPointOf(image.mediaFocalPoint),
  };
}

/** An item with its main image, if it names one the fixtures have. */
function contentItem(item: Json, data: ContentData, sizes: string): Json {
  const image = data.images.find((i) => i.id === item.mainImageId);
  if (!image) return item;
  return {
    ...item,
    originalSize: image.originalSize,
    mediaFocalPoint: image.mediaFocalPoint,
    colorData: image.colorData,
    mainImage: shownImage(image, sizes),
  };
}

/** What a not-found page of a collection says is missing, and where its list is. */
const missing = (what: string, collection: ContentCollection['collection'], listText: string) => ({
  what,
  listHref: collection.fullUrl,
  listText,
});

/** The data every content page has: the shop's page data, the site's content settings, the nav. */
export function contentPage(
  data: ContentData,
  shop: ShopData,
  page: { id: string; title: string },
  overrides: Json = {},
  stylesheets: string[] = [CONTENT_CSS_URL],
): Json {
  const base = pageData(shop, page, [], 'content');
  return {
    ...base,
    website: { ...(base.website as Json), ...data.website },
    websiteSettings: {
      ...(base.websiteSettings as Json),
      ...data.websiteSettings,
      ...overrides,
    },
    navigation: data.navigation,
    stylesheets,
  };
}

/** Posts newest first. */
const newestFirst = (items: ContentCollection['items']) =>
  [...items].sort((a, b) => Number(b.publishOn) - Number(a.publishOn));

/** Data of a blog's list page. */
export function blogPageData(data: ContentData, shop: ShopData, name: BlogName): Json {
  const blog = data.blogs[name];
  return {
    ...contentPage(data, shop, { id: name, title: blog.collection.title }, blog.websiteSettings),
    collection: blog.collection,
    items: newestFirst(blog.items).map((item) => contentItem(item, data, LIST_IMAGE_SIZES)),
  };
}

/** Data of a blog post's page, or null when the blog has no post `slug`. */
export function blogItemPageData(
  data: ContentData,
  shop: ShopData,
  name: BlogName,
  slug: string,
): Json | null {
  const blog = data.blogs[name];
  const posts = newestFirst(blog.items);
  const index = posts.findIndex((post) => post.urlId === slug);
  const post = posts[index];
  if (!post) return null;
  const link = (other: Json | undefined) =>
    other ? { title: other.title, fullUrl: other.fullUrl } : undefined;
  return {
    ...contentPage(data, shop, { id: `${name}-${slug}`, title: post.title }, blog.websiteSettings),
    collection: blog.collection,
    item: contentItem(post, data, PAGE_IMAGE_SIZES),
    pagination: { newer: link(posts[index - 1]), older: link(posts[index + 1]) },
  };
}

/** The events split at `now`: upcoming (ending now or later) soonest first, past latest first. */
export function eventsAt(items: ContentCollection['items'], now: number) {
  const start = (item: Json) => Number(item.startDate);
  return {
    upcoming: items
      .filter((item) => Number(item.endDate) >= now)
      .sort((a, b) => start(a) - start(b)),
    past: items.filter((item) => Number(item.endDate) < now).sort((a, b) => start(b) - start(a)),
  };
}

/** Data of the events page at `now` (ms since the epoch), listing `view` or the collection's choice. */
export function eventsPageData(
  data: ContentData,
  shop: ShopData,
  now: number,
  view?: EventsView,
): Json {
  const { collection, items } = data.events;
  const { upcoming, past } = eventsAt(items, now);
  const show = (list: Json[]) => list.map((item) => contentItem(item, data, LIST_IMAGE_SIZES));
  return {
    ...contentPage(
      data,
      shop,
      { id: 'events', title: collection.title },
      data.events.websiteSettings,
    ),
    collection,
    listing: {
      showPastOrUpcomingEvents: view ?? collection.showPastOrUpcomingEvents,
      upcoming: show(upcoming),
      past: show(past),
    },
  };
}

/** Data of an event's page, or null when there is no event `slug`. */
export function eventItemPageData(data: ContentData, shop: ShopData, slug: string): Json | null {
  const { collection, items } = data.events;
  const event = items.find((item) => item.urlId === slug);
  if (!event) return null;
  return {
    ...contentPage(
      data,
      shop,
      { id: `events-${slug}`, title: event.title },
      data.events.websiteSettings,
    ),
    collection,
    item: contentItem(event, data, PAGE_IMAGE_SIZES),
  };
}

/** Data of the not-found page at `path`, under a content collection: its list is the way back. */
export function contentNotFoundPageData(
  data: ContentData,
  shop: ShopData,
  path: string,
  collection: BlogName | 'events' | 'gallery',
): Json {
  const what =
    collection === 'events'
      ? missing('event', data.events.collection, 'See every event')
      : collection === 'gallery'
        ? missing('page', data.gallery.collection, 'See the gallery')
        : missing('post', data.blogs[collection].collection, 'See every post');
  return { ...notFoundPageData(shop, path), missing: what, stylesheets: [CONTENT_CSS_URL] };
}
