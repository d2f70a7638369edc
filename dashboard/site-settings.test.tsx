import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeaderFooter, Language } from '../src/contract/site-settings';
import { SiteSettingsPage } from './site-settings';
import type { Result, SiteSettings, SiteSettingsApi } from './site-settings-api';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

const SAVED: SiteSettings = {
  headerFooter: {
    header: { title: 'Demo', links: [{ label: 'Shop', href: '/shop' }], theme: 'dark' },
    footer: { text: 'Hello', links: [] },
  },
  languages: [{ code: 'en', isDefault: true }],
  status: { connected: true, provider: 'Zapier' },
};

function fakeApi(overrides: Partial<SiteSettingsApi> = {}) {
  const api: SiteSettingsApi = {
    load: vi.fn(async (): Promise<Result<SiteSettings>> => ({ kind: 'ok', value: SAVED })),
    saveHeaderFooter: vi.fn(
      async (body: HeaderFooter): Promise<Result<HeaderFooter>> => ({ kind: 'ok', value: body }),
    ),
    saveLanguages: vi.fn(
      async (languages: Language[]): Promise<Result<{ languages: Language[] }>> => ({
        kind: 'ok',
        value: { languages },
      }),
    ),
    disconnect: vi.fn(async () => ({ kind: 'ok' as const, value: { connected: false } })),
    ...overrides,
  };
  return api;
}

async function show(api: SiteSettingsApi) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<SiteSettingsPage api={api} loginUrl="/merchant/site" />));
  return container;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === name,
  ) as HTMLButtonElement;
const click = (element: HTMLElement) => act(async () => element.click());

describe('the site settings page', () => {
  it('saves the edited title with the keys it does not edit, and says so', async () => {
    const api = fakeApi();
    const container = await show(api);
    await type(input('sq-site-title'), 'Fern');
    await click(button(container, 'Save header and footer'));
    expect(api.saveHeaderFooter).toHaveBeenCalledWith({
      header: { title: 'Fern', links: [{ label: 'Shop', href: '/shop' }], theme: 'dark' },
      footer: { text: 'Hello', links: [] },
    });
    expect(container.textContent).toContain('The header and footer are saved.');
  });

  it('sends nothing with an unsafe address, and links the error to its field', async () => {
    const api = fakeApi();
    const container = await show(api);
    await type(input('sq-site-header-link-0-href'), 'javascript:alert(1)');
    await click(button(container, 'Save header and footer'));
    expect(api.saveHeaderFooter).not.toHaveBeenCalled();
    const field = input('sq-site-header-link-0-href');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById('sq-site-header-link-0-href-error');
    expect(field.getAttribute('aria-describedby')).toContain(error?.id);
    const summary = container.querySelector('[role="alert"]');
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#sq-site-header-link-0-href');
    expect(document.activeElement).toBe(summary);
  });

  it('adds a language and saves the list with the chosen default', async () => {
    const api = fakeApi();
    const container = await show(api);
    await click(button(container, 'Add a language'));
    await type(input('sq-site-language-1-code'), 'fr');
    await click(input('sq-site-language-1-default'));
    await click(button(container, 'Save languages'));
    expect(api.saveLanguages).toHaveBeenCalledWith([
      { code: 'en', isDefault: false },
      { code: 'fr', isDefault: true },
    ]);
  });

  it('disconnects, then shows Connect, which awaits the provider', async () => {
    const container = await show(fakeApi());
    expect(container.textContent).toContain('Connected to Zapier.');
    await click(button(container, 'Disconnect'));
    expect(container.textContent).toContain('Not connected.');
    await click(button(container, 'Connect'));
    expect(container.textContent).toContain('Awaiting Connection to Zapier');
    expect(button(container, 'Connect')).toBeUndefined();
  });

  it('offers the login again when the session is refused', async () => {
    const container = await show(
      fakeApi({ load: vi.fn(async () => ({ kind: 'session' as const })) }),
    );
    expect(container.querySelector('[role="alert"] a')?.getAttribute('href')).toBe(
      '/merchant/site',
    );
  });
});
