import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-component';

const Dialog = () => null;

describe('lazyModule', () => {
  it('downloads once however often it is preloaded or loaded', async () => {
    const importer = vi.fn(async () => Dialog);
    const lazy = lazyModule('test dialog', importer);
    lazy.preload();
    lazy.preload();
    expect(await lazy.load()).toBe(Dialog);
    expect(await lazy.load()).toBe(Dialog);
    expect(importer).toHaveBeenCalledOnce();
  });

  it('reports a failed download once, and tries again at the next load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi.fn().mockRejectedValueOnce(offline).mockResolvedValue(Dialog);
    const lazy = lazyModule('test dialog', importer);
    await expect(lazy.load()).rejects.toBe(offline);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('sq-storefront: could not load the test dialog');
    expect(await lazy.load()).toBe(Dialog);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a failed preload throws nothing at the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const lazy = lazyModule('test dialog', () => Promise.reject(new Error('offline')));
    lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
