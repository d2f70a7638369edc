import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The content fixtures of fixtures/content/, as the content pages read them: the site's content
 * settings and navigation, the blogs, the events, the gallery and the images they show. Read once,
 * at start.
 */

type Json = Record<string, unknown>;

/** An image of fixtures/content/images.json. */
export interface ContentImage extends Json {
  id: string;
  filename: string;
  assetUrl: string;
  originalSize: string;
  systemDataVariants: string;
  altText?: string;
  title?: string;
  body?: string;
  mediaFocalPoint?: { x: number; y: number };
  colorData?: Json;
}

/** A collection of items (a blog, the events), with the site settings it overrides. */
export interface ContentCollection {
  collection: Json & { title: string; fullUrl: string };
  websiteSettings?: Json;
  items: (Json & { id: string; urlId: string; title: string })[];
}

/** The gallery: its raw options (the spec's names) and its images by file name. */
export interface GalleryFixture {
  collection: Json & { title: string; fullUrl: string; description?: string };
  options: Json;
  images: string[];
}

/** The blogs, by the path they are served at. */
export const BLOG_NAMES = ['blog', 'journal'] as const;
export type BlogName = (typeof BLOG_NAMES)[number];

export interface ContentData {
  website: Json;
  websiteSettings: Json;
  navigation: Json[];
  blogs: Record<BlogName, ContentCollection>;
  events: ContentCollection;
  gallery: GalleryFixture;
  images: ContentImage[];
}

/** Reads the content fixtures under the repository root. */
export async function readContentData(root: string): Promise<ContentData> {
  const json = async (name: string) =>
    JSON.parse(await readFile(join(root, 'fixtures/content', name), 'utf8'));
  const site = await json('site.json');
  return {
    website: site.website,
    websiteSettings: site.websiteSettings,
    navigation: site.navigation,
    blogs: { blog: await json('blog.json'), journal: await json('journal.json') },
    events: await json('events.json'),
    gallery: await json('gallery.json'),
    images: (await json('images.json')).images,
  };
}
