import { describe, expect, it } from 'vitest';
import { analyticsAllowed, type GateContext, isConfigPath, pageViewAllowed } from './gate';

const VIEWER = 10;
const EDITOR = 2;
const ADMIN = 1;

const context = (over: Partial<GateContext> & { pageType?: number | null } = {}): GateContext => ({
  accountRoles: over.accountRoles ?? [],
  censusDisabled: over.censusDisabled ?? false,
  impersonatedSession: over.impersonatedSession ?? false,
  analytics: { pageType: over.pageType ?? null },
});
const at = (pathname: string) => ({ pathname });

describe('who is counted [T-01]', () => {
  it.each([
    ['an anonymous visitor', [], '/shop', true],
    ['a lone VIEWER outside /config', [VIEWER], '/shop', true],
    ['a lone VIEWER in /config', [VIEWER], '/config', false],
    ['a lone VIEWER under /config/', [VIEWER], '/config/pages', false],
    ['a VIEWER who is also an EDITOR', [VIEWER, EDITOR], '/shop', false],
    ['an EDITOR', [EDITOR], '/shop', false],
    ['an ADMIN (the owner)', [ADMIN], '/', false],
  ] as const)('%s: %s at %s → %s', (_who, roles, path, counted) => {
    expect(analyticsAllowed(context({ accountRoles: roles }), at(path))).toBe(counted);
  });

  it('only /config and what is under it is the editor [D-11]', () => {
    expect(
      ['/config', '/config/', '/config/x', '/configure', '/shop/config'].map(isConfigPath),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('pages and flags that send nothing', () => {
  it('not found (100), lock screen (103) and member area denied (106) [T-02]', () => {
    for (const pageType of [100, 103, 106]) {
      expect(analyticsAllowed(context({ pageType }), at('/x'))).toBe(false);
    }
    for (const pageType of [null, 1, 50, 101]) {
      expect(analyticsAllowed(context({ pageType }), at('/x'))).toBe(true);
    }
  });

  it('census disabled [T-03] and an impersonated session [T-15]', () => {
    expect(analyticsAllowed(context({ censusDisabled: true }), at('/'))).toBe(false);
    expect(analyticsAllowed(context({ impersonatedSession: true }), at('/'))).toBe(false);
  });

  it('the search page sends no page view, but other analytics [T-04]', () => {
    expect(pageViewAllowed(context(), at('/search'))).toBe(false);
    expect(analyticsAllowed(context(), at('/search'))).toBe(true);
    expect(pageViewAllowed(context(), at('/searching'))).toBe(true);
    expect(pageViewAllowed(context({ accountRoles: [ADMIN] }), at('/shop'))).toBe(false);
  });
});
