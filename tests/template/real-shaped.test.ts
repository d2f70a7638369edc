/**
 * The real-shaped corpus (tests/template/real-shaped) through both engines: every template file
 * parses with the same errors, and every page and collection template renders the same output
 * with the same errors as @squarespace/template-engine.
 */
import { Compiler as Oracle } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { cldrFor } from '../../src/i18n/cldr';
import { Compiler } from '../../src/template';
import { CORPUS_NOW, type CorpusRender, loadCorpus } from './real-shaped';

const corpus = loadCorpus();
const oracle = new Oracle();
const ours = new Compiler();

type Engine = { parse(s: string): unknown; execute(p: unknown): unknown };
const messages = (errors: { type: string; message: string }[]) =>
  errors.map((e) => `${e.type}: ${e.message}`);

function render(engine: Engine, r: CorpusRender) {
  const result = engine.execute({
    code: r.template,
    json: r.json,
    partials: r.partials,
    cldr: r.locale ? cldrFor(r.locale) : undefined,
    now: CORPUS_NOW,
  }) as { ctx: { render(): string }; errors: { type: string; message: string }[] };
  return { output: result.ctx.render(), errors: messages(result.errors) };
}

describe('real-shaped corpus: same as @squarespace/template-engine', () => {
  it.each(corpus.files.map((f) => [f.name, f] as const))('parses %s the same', (_name, f) => {
    const errors = (e: Engine) =>
      messages((e.parse(f.source) as { errors: { type: string; message: string }[] }).errors);
    expect(errors(ours as never)).toEqual(errors(oracle as never));
  });

  it.each(corpus.renders.map((r) => [r.name, r] as const))('renders %s the same', (_name, r) => {
    expect(render(ours as never, r)).toEqual(render(oracle as never, r));
  });

  it('covers every kind of file and the formatters real templates lean on', () => {
    const kinds = new Set(corpus.files.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['block', 'item', 'list', 'region']);
    const all = corpus.renders.map((r) => render(ours as never, r).output).join('\n');
    for (const mark of [
      'data-image-focal-point=', // image-meta
      'class="hentry', // item-classes
      'squarespace-social-buttons inline-style', // social-button-inline
      '<span class="timesince"', // timesince
      'sqs-simple-like', // like-button
      'google.com/calendar', // google-calendar-url
      'Updated November 12, 2023 at  2:13 PM PST', // date
    ]) {
      expect(all).toContain(mark);
    }
  });
});
