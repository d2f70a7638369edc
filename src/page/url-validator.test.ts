import { describe, expect, it } from 'vitest';
import { isValidUrl, URL_MAX_LENGTH } from './url-validator';

/** An https URL exactly `length` characters long. */
const urlOf = (length: number) => {
  const start = 'https://example.com/';
  return start + 'a'.repeat(length - start.length);
};

describe('the URL validator [D-09]', () => {
  it('takes a URL of 2083 characters and refuses one of 2084', () => {
    expect(URL_MAX_LENGTH).toBe(2083);
    expect(urlOf(2083)).toHaveLength(2083);
    expect(isValidUrl(urlOf(2083))).toBe(true);
    expect(isValidUrl(urlOf(2084))).toBe(false);
  });

  it('takes absolute http and https URLs only', () => {
    expect(isValidUrl('http://example.com/shop?x=1')).toBe(true);
    expect(isValidUrl('/shop')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('not a url')).toBe(false);
  });
});
