// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPageContext } from '../contract/page-context';
import { readPageContext } from './page-context';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function withContext(text: string): void {
  document.body.innerHTML = `<script type="application/json" id="sq-context">${text}</script>`;
}

describe('reading the page context from the page', () => {
  it('reads the server data and fills in defaults for missing keys', () => {
    withContext(
      '{"website":{"useCLDRMoneyFormat":true},"localizedStrings":{"productAddToCartText":"Buy"}}',
    );
    const context = readPageContext(document);
    expect(context.website.useCLDRMoneyFormat).toBe(true);
    expect(context.website.timeZone).toBe('America/New_York');
    expect(context.storeSettings.currencyCode).toBe('USD');
    expect(context.localizedStrings).toEqual({ productAddToCartText: 'Buy' });
  });

  it('a page without a context element gets the defaults silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readPageContext(document)).toEqual(defaultPageContext());
    expect(error).not.toHaveBeenCalled();
  });

  it('bad JSON logs one error and falls back to defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    withContext('{website: nope');
    expect(readPageContext(document)).toEqual(defaultPageContext());
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('sq-context');
  });
});
