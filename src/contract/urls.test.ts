import { describe, expect, it } from 'vitest';
import { url } from './json-decoders';
import { isValidUrl } from './urls';

/** An https URL exactly `length` characters long. */
const urlOfLength = (length: number) => {
  const start = 'https://shop.example/';
  return start + 'a'.repeat(length - start.length);
};

describe('the URL rule [D-09]', () => {
  it('takes a URL of 2083 characters and refuses one of 2084', () => {
    expect(urlOfLength(2083)).toHaveLength(2083);
    expect(isValidUrl(urlOfLength(2083))).toBe(true);
    expect(isValidUrl(urlOfLength(2084))).toBe(false);
  });

  it('takes absolute http and https URLs, in any case', () => {
    for (const ok of [
      'https://shop.example',
      'http://localhost:8080/api/',
      'HTTPS://Shop.Example/path?q=1#top',
      'https://shop.example/caf%C3%A9',
    ]) {
      expect(isValidUrl(ok), ok).toBe(true);
    }
  });

  it('refuses other schemes, relative URLs, blanks and what does not parse', () => {
    for (const bad of [
      '',
      '/cart',
      '//shop.example/',
      'shop.example',
      'http:shop.example',
      'https://',
      'https://exa mple.com/',
      'https://shop.example/\tx',
      ' https://shop.example/',
      'https://shop.example/\n',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://shop.example/',
      'mailto:someone@shop.example',
      'https://[::1',
    ]) {
      expect(isValidUrl(bad), JSON.stringify(bad)).toBe(false);
    }
    expect([null, undefined, 42, {}].map(isValidUrl)).toEqual([false, false, false, false]);
  });

  it('is the rule the page context reads its URLs with', () => {
    expect(url('https://api.shop.example/', 'apiBaseUrl')).toBe('https://api.shop.example/');
    expect(() => url('javascript:alert(1)', 'apiBaseUrl')).toThrow('expected a URL');
    expect(() => url(urlOfLength(2084), 'apiBaseUrl')).toThrow('expected a URL');
  });
});
