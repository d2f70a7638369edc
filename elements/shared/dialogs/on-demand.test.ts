import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

const Dialog = () => null;

describe('onDemand', () => {
  it('downloads once however often it is preloaded or loaded', async () => {
    const importer = vi.fn(async () => Dialog);
    const dialog = onDemand('test dialog', importer);
    dialog.preload();
    dialog.preload();
    expect(await dialog.load()).toBe(Dialog);
    expect(await dialog.load()).toBe(Dialog);
    expect(importer).toHaveBeenCalledOnce();
  });

  it('reports a failed download once, and tries again at the next load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = new TypeError('Failed to fetch dynamically imported dialog');
    const importer = vi.fn().mockRejectedValueOnce(offline).mockResolvedValue(Dialog);
    const dialog = onDemand('test dialog', importer);
    await expect(dialog.load()).rejects.toBe(offline);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('sq-storefront: could not load the test dialog');
    expect(await dialog.load()).toBe(Dialog);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a failed preload throws nothing at the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const dialog = onDemand('test dialog', () => Promise.reject(new Error('offline')));
    dialog.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
