/**
 * The `date` formatter: strftime-style patterns in the website's time zone.
 * Time-zone offsets and abbreviations come from the tz database in
 * `@phensley/timezone`.
 */
import { TZ } from '@phensley/timezone';
import type { Context } from '../core/context';
import { type FormatterTable, formatter } from '../core/plugin';
import { toNumber } from '../core/value';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Wall-clock fields of an instant in a zone. */
export interface WallTime {
  epoch: number;
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millis: number;
  /** 0 = Sunday */
  weekday: number;
  /** 1-366 */
  dayOfYear: number;
  offset: number;
  abbr: string;
}

const DAY_MS = 86_400_000;

/** Julian day of 8652-12-31, the last day the calendar supports. */
const LAST_JULIAN_DAY = Math.floor(Date.UTC(8652, 11, 31) / DAY_MS) + 2440588;

export function wallTime(instant: number, zone: string): WallTime {
  // fractions of a millisecond count toward the past (Date would cut them toward zero)
  const epoch = Math.floor(instant);
  if (Number.isNaN(epoch)) {
    // the public engine fails this way on a non-numeric date
    throw new TypeError("Cannot read properties of undefined (reading '2')");
  }
  const info = TZ.fromUTC(zone, epoch) ?? TZ.fromUTC('UTC', epoch);
  const offset = info?.offset ?? 0;
  const julianDay = Math.floor((epoch + offset) / DAY_MS) + 2440588;
  if (julianDay < 0 || julianDay > LAST_JULIAN_DAY) {
    throw new Error(
      `Julian day ${julianDay} is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.`,
    );
  }
  const d = new Date(epoch + offset);
  const year = d.getUTCFullYear();
  const startOfYear = Date.UTC(year, 0, 1);
  return {
    epoch,
    year,
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millis: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
    dayOfYear:
      Math.floor((Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) - startOfYear) / DAY_MS) + 1,
    offset,
    abbr: info?.abbr ?? '',
  };
}

const pad = (n: number, width = 2, fill = '0') => String(n).padStart(width, fill);

/** ISO-8601 week number and week-based year. */
function isoWeek(t: WallTime): [number, number] {
  const isoDay = t.weekday === 0 ? 7 : t.weekday;
  // the Thursday of this week decides the year
  const thursday = Date.UTC(t.year, t.month, t.day) + (4 - isoDay) * DAY_MS;
  const ty = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(ty, 0, 1)) / DAY_MS / 7) + 1;
  return [week, ty];
}

/** Week of the year counted from the week holding January 1st, weeks starting on `first`. */
function weekOfYear(t: WallTime, first: number): number {
  const jan1 = new Date(Date.UTC(t.year, 0, 1)).getUTCDay();
  const lead = (jan1 - first + 7) % 7;
  const week = Math.floor((t.dayOfYear - 1 + lead) / 7) + 1;
  // the last days of December may already belong to week 1 of next year
  const dec31 = new Date(Date.UTC(t.year, 11, 31)).getUTCDay();
  const tail = (dec31 - first + 7) % 7;
  const daysInYear = new Date(Date.UTC(t.year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
  if (tail < 6 && t.dayOfYear > daysInYear - tail - 1) return 1;
  return week;
}

function offsetText(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const m = Math.abs(offset) / 60000;
  return `${sign}${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

const hour12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);

export function strftime(pattern: string, t: WallTime): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch !== '%') {
      out += ch;
      continue;
    }
    if (i === pattern.length - 1) {
      out += '%';
      break;
    }
    const code = pattern.charAt(++i);
    out += field(code, t);
  }
  return out;
}

function field(code: string, t: WallTime): string {
  switch (code) {
    case 'a':
      return (DAYS[t.weekday] as string).slice(0, 3);
    case 'A':
      return DAYS[t.weekday] as string;
    case 'b':
    case 'h':
      return (MONTHS[t.month] as string).slice(0, 3);
    case 'B':
      return MONTHS[t.month] as string;
    case 'c':
      return `${field('a', t)}, ${field('b', t)} ${t.day}, ${t.year} ${field('r', t)} ${t.abbr}`;
    case 'C':
      return pad(Math.floor(t.year / 100));
    case 'd':
      return pad(t.day);
    case 'D':
      return `${pad(t.month + 1)}/${pad(t.day)}/${pad(t.year % 100)}`;
    case 'e':
      return pad(t.day, 2, ' ');
    case 'F':
      return `${t.year}-${pad(t.month + 1)}-${pad(t.day)}`;
    case 'g':
      return pad(isoWeek(t)[1] % 100);
    case 'G':
      return String(isoWeek(t)[1]);
    case 'H':
      return pad(t.hour);
    case 'i':
      return String(hour12(t.hour));
    case 'I':
      return pad(hour12(t.hour));
    case 'j':
      return pad(t.dayOfYear, 3);
    case 'k':
      return pad(t.hour, 2, ' ');
    case 'l':
      return pad(hour12(t.hour), 2, ' ');
    case 'm':
      return pad(t.month + 1);
    case 'M':
      return pad(t.minute);
    case 'n':
      return '\n';
    case 'N':
      return pad(t.millis * 1_000_000, 9);
    case 'p':
      return t.hour < 12 ? 'AM' : 'PM';
    case 'P':
      return t.hour < 12 ? 'am' : 'pm';
    case 'q':
      return String(Math.floor(t.month / 3) + 1);
    case 'r':
      return `${hour12(t.hour)}:${pad(t.minute)}:${pad(t.second)} ${field('p', t)}`;
    case 'R':
      return `${pad(t.hour)}:${pad(t.minute)}`;
    case 's':
      // seconds as a 32-bit integer, wrapping like the public engine's
      return String(Math.trunc(t.epoch / 1000) | 0);
    case 'S':
      return pad(t.second);
    case 't':
      return '\t';
    case 'T':
      return `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
    case 'u':
      return String(t.weekday === 0 ? 7 : t.weekday);
    case 'U':
      return pad(weekOfYear(t, 0));
    case 'v':
      return `${pad(t.day, 2, ' ')}-${field('b', t)}-${t.year}`;
    case 'V':
      return pad(isoWeek(t)[0]);
    case 'w':
      return String(t.weekday);
    case 'W':
      // same numbering as %U in the public engine
      return pad(weekOfYear(t, 0));
    case 'x':
      return `${pad(t.month + 1)}/${pad(t.day)}/${t.year}`;
    case 'X':
      return `${pad(hour12(t.hour))}:${pad(t.minute)}:${pad(t.second)} ${field('p', t)}`;
    case 'y':
      return pad(t.year % 100);
    case 'Y':
      return String(t.year);
    case 'z':
      return offsetText(t.offset);
    case 'Z':
      return t.abbr;
    case '%':
      return '%';
    default:
      return '';
  }
}

/** The website time zone in scope: missing gives New York, a non-string no zone (UTC). */
export function timeZoneOf(ctx: Context): string {
  const zone = ctx.lookup(['website', 'timeZone']);
  return zone === undefined ? DEFAULT_TIME_ZONE : typeof zone === 'string' ? zone : '';
}

export const DATE_FORMATTERS: FormatterTable = {
  date: formatter((args, vars, ctx) => {
    const v = vars[0];
    if (!v) return;
    if (args.length === 0) {
      v.set('');
      return;
    }
    const epoch = toNumber(v.get());
    v.set(strftime(args.join(' '), wallTime(epoch, timeZoneOf(ctx))));
  }),
};
