import { describe, expect, it } from 'vitest';
import { Compiler } from '../template';
import { cldrFor } from './cldr';
import { formatMessage } from './message-pattern';

// The bundle writes a localized string's ICU pattern as the template engine's `message` formatter
// does, in the site's locale [C-26]: each pattern is rendered by both and the texts compared.
const engine = new Compiler();

const VALUES = { price: '12,00\u00a0€', n: 2, d: 1 };

/** The engine's text for `pattern`, its arguments named and positional as the price wording's. */
function engineText(pattern: string, locale: string, values = VALUES): string {
  const { output, errors } = engine.execute({
    code: '{p|message price=price billingPeriodValue=n duration=d}',
    json: { p: pattern, ...values },
    cldr: cldrFor(locale),
  });
  expect(errors).toEqual([]);
  return output;
}

const bundleText = (pattern: string, locale: string, values = VALUES) =>
  formatMessage(
    pattern,
    {
      named: { price: values.price, billingPeriodValue: values.n, duration: values.d },
      positional: [values.price, values.n, values.d],
    },
    locale,
  );

const PATTERNS = [
  '{price} alle {billingPeriodValue} Wochen für {duration} Jahr',
  '{0} / {1} / {2} / {3}',
  '{ price } {foo}|',
  "l''abonnement {price}",
  "{price} jusqu'à la fin",
  "'{price}' vaut {price}",
  "a '{' b '}' c",
  'x {price',
  '{-price} {price.x}',
  '{duration, plural, one {# an} other {# ans}}',
  '{billingPeriodValue, plural, =2 {deux (#)} other {# fois}}',
  '{billingPeriodValue, plural, offset:1 one {un de plus} other {# de plus}}',
  '{billingPeriodValue, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{price, select, other {prix: {price} #}}',
  '{billingPeriodValue, plural, one {une semaine} other {{billingPeriodValue} semaines}}',
  '{billingPeriodValue, plural, one {x} zzz {y}} fin',
  '{billingPeriodValue, number}',
  '#{price}#',
];

describe('ICU message patterns as the engine writes them', () => {
  for (const locale of ['en-US', 'de-DE', 'fr-FR', 'ja-JP']) {
    it.each(PATTERNS)(`${locale}: %s`, (pattern) => {
      expect(bundleText(pattern, locale)).toBe(engineText(pattern, locale));
    });
  }

  it("follows the locale's plural rules: 0 is singular in French, plural in English", () => {
    const pattern = '{duration, plural, one {# an} other {# ans}}';
    const none = { ...VALUES, d: 0 };
    expect(bundleText(pattern, 'fr-FR', none)).toBe('0 an');
    expect(bundleText(pattern, 'en-US', none)).toBe('0 ans');
    expect(engineText(pattern, 'fr-FR', none)).toBe('0 an');
  });
});
