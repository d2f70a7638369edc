import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../tests/helpers/api-answers';
import { freshPage } from '../../tests/helpers/dom';
import { contextScript } from '../../tests/helpers/page-context';

const page = (context: Record<string, unknown>) =>
  `${contextScript(context)}<sq-product-reviews item-id="p1"></sq-product-reviews>`;

describe('<sq-product-reviews>', () => {
  it('holds a labelled reviews section when native reviews are on', async () => {
    await freshPage(page({ reviewsSettings: { nativeEnabled: true } }), () => jsonResponse({}));
    expect(document.querySelector('section.sq-product-reviews')?.getAttribute('aria-label')).toBe(
      'Reviews',
    );
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
});
