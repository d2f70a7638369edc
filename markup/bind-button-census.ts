import type { CensusButtonFields } from '../src/api/census';
import { countButtonClick, countButtonRender } from '../src/flows/form-census';
import { oncePerPage, report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';

/** A button block's button, as the site's editor writes it. */
export const BUTTON_BLOCK_SELECTOR = '.sqs-block-button-element';

/** The longest URL the census takes. */
const URL_LIMIT = 2_083;

/** Marks a button this binder counts already. */
const COUNTED = 'data-sq-button-census';

/**
 * Button blocks counted by the census [T-06, A-17]: each button block's button on the page is
 * counted once as rendered when the page is parsed, and once per press as clicked (the click's
 * hit outlives the page the link leaves). Both carry the visitor cookie and the page's fields:
 * the block's id (the `block-` prefix dropped), the page's collection or item id, the path, and
 * where the button goes. Like every census call they are sent only where the page counts visits
 * and never get in the visitor's way: the link goes at once, and failures are ignored.
 */
export function bindButtonCensus(doc: Document, runtime: Runtime): void {
  oncePerPage(
    'button-census',
    () => {
      const pressed = (event: Event) => {
        const button = (event.target as Element | null)?.closest?.(`[${COUNTED}]`);
        if (button) void countButtonClick(runtime, buttonFields(button, runtime));
      };
      doc.addEventListener('click', pressed, true);
      runtime.onStop(() => doc.removeEventListener('click', pressed, true));
      runtime.onStop(whenParsed(doc, () => countAll(doc, runtime)));
    },
    runtime,
  );
}

function countAll(doc: Document, runtime: Runtime): void {
  for (const button of doc.querySelectorAll(BUTTON_BLOCK_SELECTOR)) {
    if (button.hasAttribute(COUNTED)) continue;
    button.setAttribute(COUNTED, '');
    try {
      void countButtonRender(runtime, buttonFields(button, runtime));
    } catch (error) {
      report('button block census', error);
    }
  }
}

/** What a hit says of a button and its page. */
export function buttonFields(button: Element, runtime: Runtime): CensusButtonFields {
  const block = button.closest('.sqs-block[id]');
  const buttonId = (block?.id ?? button.id).replace(/^block-/, '');
  const { collectionId, itemId } = runtime.context.analytics;
  const href = button.getAttribute('href');
  const doc = button.ownerDocument;
  const fields: CensusButtonFields = { path: (doc.location?.pathname ?? '/').slice(0, URL_LIMIT) };
  if (buttonId) fields.buttonId = buttonId.slice(0, 128);
  const pageId = collectionId ?? itemId;
  if (pageId) fields.pageId = pageId;
  if (href !== null) {
    try {
      fields.url = new URL(href, doc.baseURI).href.slice(0, URL_LIMIT);
    } catch {
      // A link that is no URL is sent without one.
    }
  }
  return fields;
}
