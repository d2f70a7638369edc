/**
 * summary-form-field: one answered form field as a small summary div, with layouts for
 * address, checkbox, date, likert, name, phone and time answers.
 */
import type { Context } from '../core/context';
import { step } from '../core/plugin';
import { isTruthy, printValue, toText } from '../core/value';
import { within } from './markup-cart';

type Values = (key: string) => string;

const LIKERT: [string, string, string][] = [
  ['-2', 'StronglyDisagree', 'Strongly Disagree'],
  ['-1', 'Disagree', 'Disagree'],
  ['0', 'Neutral', 'Neutral'],
  ['1', 'Agree', 'Agree'],
  ['2', 'StronglyAgree', 'Strongly Agree'],
];

function likert(values: unknown, strings: unknown): string {
  if (values === undefined || values === null) {
    throw new TypeError('Cannot convert undefined or null to object');
  }
  // a plain object on purpose: answers are looked up the way a JS map literal answers them
  const answers: Record<string, unknown> = {};
  for (const [code, key, english] of LIKERT) {
    const s = step(strings, `productAnswerMap${key}`);
    answers[code] = typeof s === 'string' ? s : english;
  }
  const all = Object(values) as Record<string, unknown>;
  let out = '<div style="padding-left:5px;">\n';
  for (const key of Object.keys(all)) {
    const a = answers[String(all[key])];
    out += `  <div><span style="font-weight:bold;">${key}:</span> ${a === undefined ? answers[0] : typeof a === 'string' ? a : ''}</div>\n`;
  }
  return `${out}</div>`;
}

/** Hours, minutes and seconds print as `00` when empty. */
const clock = (v: Values, key: string, raw: unknown) => (isTruthy(raw) ? v(key) : '00');

const LAYOUTS: Record<string, (v: Values, raw: (key: string) => unknown) => string> = {
  address: (v, raw) =>
    `<div style="padding-left:5px;">\n  <div>${v('Line1')}</div>\n${isTruthy(raw('Line2')) ? `  <div>${v('Line2')}</div>\n` : ''}  <div>${v('City')}, ${v('State')} ${v('Zip')} ${v('Country')}</div>\n</div>`,
  date: (v) => `${v('Month')}/${v('Day')}/${v('Year')}`,
  name: (v) => `${v('First')} ${v('Last')}`,
  phone: (v, raw) =>
    `${isTruthy(raw('Country')) ? `+${v('Country')} ` : ''}${v('Areacode')}-${v('Prefix')}-${v('Line')}`,
  time: (v, raw) =>
    `${clock(v, 'Hour', raw('Hour'))}:${clock(v, 'Minute', raw('Minute'))}:${clock(v, 'Second', raw('Second'))} ${v('Ampm')}`,
};

export function summaryFormField(ctx: Context, field: unknown): string {
  const strings = within(ctx, field, (get) => get('localizedStrings'));
  const type = step(field, 'type');
  const values = step(field, 'values');
  let body: string;
  if (type === 'likert') body = likert(values, strings);
  else if (typeof type === 'string' && Object.hasOwn(LAYOUTS, type)) {
    const raw = (key: string) => step(values, key);
    body = (LAYOUTS[type] as (typeof LAYOUTS)[string])((key) => printValue(raw(key)), raw);
  } else if (type === 'checkbox') {
    const value = step(field, 'value');
    body = isTruthy(values)
      ? `${Array.isArray(values) ? values.map(printValue).join(', ') : ''}\n`
      : isTruthy(value)
        ? printValue(value)
        : '';
  } else {
    // names inherited by plain objects pick an empty layout
    body = typeof type === 'string' && type in {} ? '' : toText(step(field, 'value'));
  }
  body ||= toText(step(strings, 'productSummaryFormNoAnswerText')) || 'N/A';
  return `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${toText(step(field, 'rawTitle'))}:</span> ${body}\n</div>`;
}
