/**
 * The public engine's spec cases (`public-suite/`, see its README), read as the public jest
 * loader reads them: a case file is split into sections at lines `:NAME` (`:JSON`, `:TEMPLATE`,
 * `:OUTPUT`, `:PARTIALS`, `:INJECT`, `:PARAMS`; others are ignored). JSON, PARAMS and PARTIALS
 * are JSON; each INJECT value is JSON text read once more. PARAMS may set `locale` (default
 * `en`; `none` renders without CLDR) and `now`. Each case comes with the execute props the
 * loader uses: expressions and includes on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cldrFor } from '../../src/i18n/cldr';

const ROOT = join(import.meta.dirname, 'public-suite');
const SECTION = /^:([a-zA-Z\d_-]+)\s*$/;

/** The sections of a case file, as the public loader splits them (the first one of a name wins at the end). */
function sections(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  let key: string | null = null;
  let lines: string[] = [];
  for (const line of raw.split('\n')) {
    const m = SECTION.exec(line);
    if (!m) {
      lines.push(line);
      continue;
    }
    if (key !== null) {
      out[key] = lines.join('\n');
      lines = [];
    }
    key = m[1] as string;
  }
  if (key !== null && !out[key]) out[key] = lines.join('\n');
  return out;
}

const mapJson = (text: string) =>
  Object.fromEntries(
    Object.entries(JSON.parse(text)).map(([k, v]) => [k, JSON.parse(v as string)]),
  );

export interface Case {
  name: string;
  template: string;
  props: Record<string, unknown>;
  expected: string;
}

function load(name: string): Case {
  const s = sections(readFileSync(join(ROOT, name), 'utf8'));
  const params = s.PARAMS === undefined ? {} : JSON.parse(s.PARAMS);
  const locale: string = params.locale ?? 'en';
  return {
    name,
    template: s.TEMPLATE ?? '',
    expected: (s.OUTPUT ?? '').trim(),
    props: {
      cldr: locale === 'none' ? undefined : cldrFor(locale),
      now: params.now,
      json: s.JSON === undefined ? undefined : JSON.parse(s.JSON),
      partials: s.PARTIALS === undefined ? undefined : JSON.parse(s.PARTIALS),
      injects: s.INJECT === undefined ? undefined : mapJson(s.INJECT),
      enableExpr: true,
      enableInclude: true,
    },
  };
}

export const CASES: Case[] = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map(load);
