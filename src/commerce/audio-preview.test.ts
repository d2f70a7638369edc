import { describe, expect, it } from 'vitest';
import { audioPreviewSource } from './audio-preview';

const PAGE = 'https://shop.test/shop/field-guide';

describe('an audio preview’s source', () => {
  it('is an http(s) URL or a relative one, kept as written', () => {
    for (const url of [
      '/demo-pages/audio/field-guide-preview.wav',
      'preview.ogg',
      '../audio/a.mp3',
      'https://cdn.example/a.mp3',
      'http://cdn.example/a.mp3',
      'HTTPS://cdn.example/a.mp3',
    ]) {
      expect(audioPreviewSource(url, PAGE), url).toBe(url);
    }
    expect(audioPreviewSource('  /a.wav ', PAGE)).toBe('/a.wav');
  });

  it('is refused for another scheme, a scheme-relative URL or no URL at all', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      ' JavaScript:alert(1)',
      'data:audio/wav;base64,UklGRg==',
      'blob:https://shop.test/0b1d',
      'file:///etc/passwd',
      '//elsewhere.example/a.mp3',
      '\\\\elsewhere.example/a.mp3',
      'https://',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(audioPreviewSource(url, PAGE), String(url)).toBeNull();
    }
  });
});
