import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { click, freshPage } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

const ITEM = '5f1a00000000000000000001';
const page = (context: Record<string, unknown>) =>
  `${contextScript(context)}<sq-product-reviews item-id="${ITEM}"></sq-product-reviews>`;
const NATIVE = { reviewsSettings: { nativeEnabled: true } };

const section = () => document.querySelector('section.sq-product-reviews');
const visitorEvents = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((r) => r.url.includes('/api/v1/clanker/events'))
      .map(async (r) => (await r.clone().json()).eventContent),
  );

describe('<sq-product-reviews>', () => {
  it('holds a labelled reviews section with the anchor, the tab and its panel when reviews are on', async () => {
    await freshPage(page(NATIVE), () => jsonResponse({}));
    expect(section()?.getAttribute('aria-label')).toBe('Reviews');
    const tab = section()?.querySelector('[role="tab"]');
    const panel = section()?.querySelector('[role="tabpanel"]');
    expect(tab?.textContent).toBe('Reviews');
    expect(tab?.getAttribute('aria-selected')).toBe('true');
    expect(tab?.getAttribute('aria-controls')).toBe(panel?.id);
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab?.id);
    const anchor = section()?.querySelector('a');
    expect(anchor?.textContent).toBe('Reviews');
    expect(anchor?.getAttribute('href')).toBe(`#${panel?.id}`);
  });

  it('is empty when reviews are off or the kill switch is set', async () => {
    for (const context of [
      {},
      { reviewsSettings: { importedEnabled: true }, featureToggles: { reviewsKillSwitch: true } },
    ]) {
      await freshPage(page(context), () => jsonResponse({}));
      expect(document.querySelector('sq-product-reviews')?.children).toHaveLength(0);
    }
  });

  it('a press on the tab or the anchor sends its visitor event about the product [U-05]', async () => {
    const { requests } = await freshPage(page(NATIVE), () => jsonResponse({}));
    await click(section()?.querySelector('[role="tab"]') ?? null);
    await click(section()?.querySelector('a') ?? null);
    const events = await visitorEvents(requests);
    expect(events.map((e) => [e.name, e.itemIds, e.quantities])).toEqual([
      ['reviews_tab_click', [ITEM], [0]],
      ['reviews_anchor_click', [ITEM], [0]],
    ]);
  });
});
