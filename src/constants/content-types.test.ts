import { describe, expect, it } from 'vitest';
import { CONTENT_STATUS_LABEL, PAGE_ACCESS_LABEL } from './content-labels';
import { BLOCK_TYPE, COLLECTION_TYPE, isValidBlockType, RECORD_TYPE } from './content-types';

describe('content codes and labels', () => {
  it('has the 16 collection types, with no 9 and no 14 [B-07]', () => {
    expect(COLLECTION_TYPE).toEqual({
      generic: 1,
      subscription: 2,
      twitter: 3,
      foursquare: 4,
      instagram: 5,
      'gallery-block': 6,
      'template-page': 7,
      'splash-page': 8,
      page: 10,
      fivehundredpix: 11,
      flickr: 12,
      products: 13,
      'slide-gallery': 15,
      'slide-album': 16,
      'slide-video': 17,
      'album-block': 18,
    });
    expect(Object.values(COLLECTION_TYPE)).not.toContain(9);
    expect(Object.values(COLLECTION_TYPE)).not.toContain(14);
    expect(Object.isFrozen(COLLECTION_TYPE)).toBe(true);
  });

  it('has the 21 record types [B-09]', () => {
    expect(RECORD_TYPE).toEqual({
      text: 1,
      image: 2,
      quote: 4,
      link: 5,
      audio: 7,
      video: 8,
      'store-item': 11,
      event: 12,
      gallery: 14,
      binary: 15,
      'css-asset': 16,
      'tweak-asset': 17,
      'digital-good': 18,
      attachment: 19,
      'wordpress-export': 20,
      'json-export': 21,
      'site-search': 30,
      'active-time': 31,
      tweet: 50,
      checkin: 52,
      kbarticle: 54,
    });
    expect(new Set(Object.values(RECORD_TYPE)).size).toBe(21);
    expect(Object.isFrozen(RECORD_TYPE)).toBe(true);
  });

  it('names only the block types the platform publishes [B-11]', () => {
    expect(BLOCK_TYPE).toEqual({
      navigation: 1,
      html: 2,
      logo: 3,
      map: 4,
      image: 5,
      accordion: 69,
    });
    expect(Object.isFrozen(BLOCK_TYPE)).toBe(true);
  });

  it('takes any whole block type code from 1 to 71, named or not [B-11]', () => {
    expect([1, 5, 30, 69, 71].map(isValidBlockType)).toEqual([true, true, true, true, true]);
    expect([0, 72, -1, 1.5, Number.NaN, '5', null].map(isValidBlockType)).toEqual(
      Array(7).fill(false),
    );
  });

  it('labels content statuses and members-only pages in the platform’s words [B-13]', () => {
    expect(Object.values(CONTENT_STATUS_LABEL)).toEqual([
      'Scheduled',
      'Needs Review',
      'Draft',
      'Private',
    ]);
    expect(PAGE_ACCESS_LABEL).toBe('This page is locked; available only to site members.');
    expect(Object.isFrozen(CONTENT_STATUS_LABEL)).toBe(true);
  });
});
