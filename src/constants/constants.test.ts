import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPE,
  COLLECTION_TYPE,
  DESKTOP_MIN_WIDTH_PX,
  decodeProductType,
  isConfigPath,
  isTweakPageType,
  isValidBlockType,
  MOBILE_MAX_WIDTH_PX,
  PAGE_TYPE,
  PRODUCT_TYPE,
  RECORD_TYPE,
  ROLE,
  SITE_STATUS,
  SLICE_TYPE,
  siteStatusName,
  US_TERRITORIES,
} from './index';

const codes = (table: Record<string, number>) =>
  [...new Set(Object.values(table))].sort((a, b) => a - b);

describe('enumerations (spec §2, §3)', () => {
  it('has exactly the 25 page types', () => {
    expect(codes(PAGE_TYPE)).toEqual([
      1, 2, 3, 50, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204, 205, 206, 207, 208,
      209, 210, 211, 300, 301,
    ]);
  });

  it('treats splash, lock screen, popup overlay and checkout codes as tweak page types', () => {
    expect(codes(PAGE_TYPE).filter(isTweakPageType)).toEqual([3, 103, 104, 201]);
  });

  it('decodes product types 1 to 5 and anything else as unknown', () => {
    expect([1, 2, 3, 4, 5, 0, 99, null, '1'].map(decodeProductType)).toEqual([
      1, 2, 3, 4, 5, -1, -1, -1, -1,
    ]);
    expect(PRODUCT_TYPE.PAYWALL).toBe(5);
  });

  it('has the roles without a 5, and site statuses with unknown codes left unnamed', () => {
    expect(codes(ROLE)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(SITE_STATUS.COMPED).toBe(SITE_STATUS.COMMED);
    expect(siteStatusName(7)).toBe('COMMED');
    expect(siteStatusName(6)).toBe('INTERNAL');
    expect(siteStatusName(11)).toBe('UNKNOWN_STATUS(11)');
  });

  it('has 16 collection types (no 9 or 14), 21 record types and 18 slice types (no 2)', () => {
    expect(codes(COLLECTION_TYPE)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 15, 16, 17, 18,
    ]);
    expect(codes(RECORD_TYPE)).toHaveLength(21);
    expect(codes(SLICE_TYPE)).toHaveLength(18);
    expect(codes(SLICE_TYPE)).not.toContain(2);
  });

  it('knows only the named block types but accepts any from 1 to 71', () => {
    expect(BLOCK_TYPE.ACCORDION).toBe(69);
    expect([0, 1, 70, 71, 72, 1.5].map(isValidBlockType)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('limits and paths (spec §9)', () => {
  it('breakpoints neither overlap nor leave a gap', () => {
    expect(DESKTOP_MIN_WIDTH_PX - MOBILE_MAX_WIDTH_PX).toBe(1);
  });

  it('lists the US territories exactly', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
  });

  it('recognises /config and below only', () => {
    expect(['/config', '/config/pages', '/configure', '/', '/x/config'].map(isConfigPath)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
