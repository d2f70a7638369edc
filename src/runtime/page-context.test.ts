// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPageContext, parsePageContext, readPageContext } from './page-context';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function withContext(text: string): void {
  document.body.innerHTML = `<script type="application/json" id="sq-context">${text}</script>`;
}

describe('page context', () => {
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

  it('one bad section is reported by its path and does not lose the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext({
      website: { useCLDRMoneyFormat: 'yes' },
      storeSettings: { expressCheckout: true },
    });
    expect(context.website).toEqual(defaultPageContext().website);
    expect(context.storeSettings.expressCheckout).toBe(true);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain('"website.useCLDRMoneyFormat"');
  });
});
