import { describe, expect, it } from 'vitest';
import { strftime, wallTime } from './date';

/** The wall-clock fields `Date` gives for an instant shifted by a zone offset. */
function byDate(epoch: number, offset: number) {
  const d = new Date(epoch + offset);
  const jan1 = new Date(0);
  jan1.setUTCFullYear(d.getUTCFullYear(), 0, 1);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millis: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
    dayOfYear: Math.floor((d.getTime() - jan1.getTime()) / 86_400_000) + 1,
  };
}

const DAY = 86_400_000;
/** Julian day 0 (4713 BC) and 8652-12-31, the calendar's ends. */
const FIRST = -2440588 * DAY;
const LAST = Date.UTC(8652, 11, 31, 23, 59, 59, 999);

describe('wallTime', () => {
  it('gives the fields Date gives, in every era and zone, from its own day arithmetic', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const inYear = (y: number, m: number, d: number) => new Date(0).setUTCFullYear(y, m, d);
    const instants = [FIRST + DAY, LAST - DAY, 0, -1, DAY - 1, Date.UTC(2000, 1, 29, 12)];
    instants.push(inYear(0, 6, 12), inYear(0, 11, 31), inYear(50, 2, 1), inYear(-1, 2, 1));
    for (let i = 0; i < 1500; i++)
      instants.push(Math.floor(FIRST + DAY + random() * (LAST - FIRST - 2 * DAY)));
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe']) {
      for (const epoch of instants) {
        const t = wallTime(epoch, zone);
        const { epoch: _e, offset, abbr: _a, ...fields } = t;
        expect(fields, `${epoch} in ${zone}`).toEqual(byDate(epoch, offset));
      }
    }
  });

  it('rounds fractions of a millisecond toward the past', () => {
    expect(wallTime(-0.5, 'UTC')).toMatchObject({ year: 1969, hour: 23, millis: 999 });
  });

  it('refuses a non-number and days outside the calendar', () => {
    expect(() => wallTime(Number.NaN, 'UTC')).toThrow(TypeError);
    expect(() => wallTime(FIRST - 1, 'UTC')).toThrow(/outside the supported range/);
    expect(() => wallTime(LAST + 1, 'UTC')).toThrow(/outside the supported range/);
  });
});

describe('strftime', () => {
  it('writes literal text around the fields and keeps a trailing %', () => {
    const t = wallTime(Date.UTC(2023, 10, 5, 7, 4, 9), 'UTC');
    expect(strftime('%A, %B %e, %Y at %l:%M %p (%j) 100%', t)).toBe(
      'Sunday, November  5, 2023 at  7:04 AM (309) 100%',
    );
  });
});
