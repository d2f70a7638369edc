/**
 * The real-shaped corpus: a site's templates as a theme lays them out (`*.region` page shells,
 * `collections/*.list` and `*.item` main content, `blocks/*.block` partials) over page-shaped JSON
 * (`page-data/*.json`: website, settings, navigation, a collection and its items). All of it is our own.
 *
 * A page renders a region with every block as a partial and its collection template as the
 * partial `main` (what the region applies where the page's content goes), as a server does:
 * partials as sources, with the site's locale. Each collection template also renders alone over
 * its page's data. Files are read from `root` (this folder unless given: a bundle passes it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One template file: its name as a partial (`navigation.block`), its kind and its source. */
export interface CorpusFile {
  name: string;
  kind: 'region' | 'list' | 'item' | 'block';
  source: string;
}

/** One render: a template, its data, partials and execute options, as a server passes them. */
export interface CorpusRender {
  name: string;
  template: string;
  json: unknown;
  partials: Record<string, string>;
  /** A CLDR locale the caller turns into its `cldr` (none: no `cldr`). */
  locale?: string;
}

export interface Corpus {
  files: CorpusFile[];
  renders: CorpusRender[];
}

/** The moment every render runs at (`now`): 2023-11-14 22:13:20 UTC. */
export const CORPUS_NOW = 1_700_000_000_000;

type Json = Record<string, unknown>;

interface PageSpec {
  name: string;
  region: string;
  main: string;
  data: string;
  locale?: string;
  /** Fields of `website` this page changes. */
  website?: Json;
  /** Blocks this page's theme lacks (an apply of one reports the missing partial). */
  without?: string[];
}

const PAGES: PageSpec[] = [
  { name: 'shop', region: 'site.region', main: 'products.list', data: 'shop', locale: 'en-US' },
  {
    name: 'product',
    region: 'site.region',
    main: 'products.item',
    data: 'product',
    locale: 'en-US',
  },
  { name: 'journal', region: 'site.region', main: 'blog.list', data: 'journal', locale: 'en-US' },
  {
    name: 'journal (de, Berlin)',
    region: 'site.region',
    main: 'blog.list',
    data: 'journal',
    locale: 'de-DE',
    website: { language: 'de-DE', timeZone: 'Europe/Berlin' },
  },
  { name: 'post', region: 'site.region', main: 'blog.item', data: 'post', locale: 'en-US' },
  {
    name: 'post (no share options, Kolkata)',
    region: 'site.region',
    main: 'blog.item',
    data: 'post',
    locale: 'en-GB',
    website: { shareButtonOptions: {}, timeZone: 'Asia/Kolkata', language: 'en-GB' },
  },
  { name: 'events', region: 'site.region', main: 'events.list', data: 'events', locale: 'en-US' },
  { name: 'event', region: 'site.region', main: 'events.item', data: 'event', locale: 'en-US' },
  {
    name: 'event (theme without pagination)',
    region: 'site.region',
    main: 'events.item',
    data: 'event',
    locale: 'en-US',
    without: ['pagination.block'],
  },
  {
    name: 'gallery',
    region: 'site.region',
    main: 'gallery.list',
    data: 'gallery',
    locale: 'en-US',
  },
  { name: 'home', region: 'landing.region', main: 'index.list', data: 'home', locale: 'en-US' },
];

const KINDS = ['region', 'list', 'item', 'block'] as const;

function readTemplates(dir: string): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const name of readdirSync(dir).sort()) {
    const kind = KINDS.find((k) => name.endsWith(`.${k}`));
    if (kind) files.push({ name, kind, source: readFileSync(join(dir, name), 'utf8') });
  }
  return files;
}

/** Reads the corpus: its template files and every render of it. */
export function loadCorpus(root = fileURLToPath(new URL('.', import.meta.url))): Corpus {
  const files = [
    ...readTemplates(root),
    ...readTemplates(join(root, 'collections')),
    ...readTemplates(join(root, 'blocks')),
  ];
  const source = (name: string) => (files.find((f) => f.name === name) as CorpusFile).source;
  const data = new Map<string, Json>();
  const dataOf = (name: string): Json => {
    let d = data.get(name);
    if (!d) {
      d = JSON.parse(readFileSync(join(root, 'page-data', `${name}.json`), 'utf8')) as Json;
      data.set(name, d);
    }
    return d;
  };
  const blocks = Object.fromEntries(
    files.filter((f) => f.kind === 'block').map((f) => [f.name, f.source]),
  );
  const renders: CorpusRender[] = PAGES.map((p) => {
    const base = dataOf(p.data);
    const json = p.website
      ? { ...base, website: { ...(base.website as Json), ...p.website } }
      : base;
    const partials: Record<string, string> = { ...blocks, main: source(p.main) };
    for (const name of p.without ?? []) delete partials[name];
    return { name: p.name, template: source(p.region), json, partials, locale: p.locale };
  });
  // each collection template alone, over the data of its first page
  for (const f of files) {
    if (f.kind !== 'list' && f.kind !== 'item') continue;
    const page = PAGES.find((p) => p.main === f.name) as PageSpec;
    renders.push({
      name: f.name,
      template: f.source,
      json: dataOf(page.data),
      partials: blocks,
      locale: page.locale,
    });
  }
  return { files, renders };
}
