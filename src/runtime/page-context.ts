import {
  CONTEXT_ELEMENT_ID,
  defaultPageContext,
  type PageContext,
  parsePageContext,
  reportContextProblem,
} from '../contract/page-context';

/**
 * Reading the page context from the page: the one `<script type="application/json"
 * id="sq-context">` the server wrote, decoded by the contract's decoders (src/contract/
 * page-context.ts). A page without the element gets the defaults silently; text that is not JSON
 * is reported once and gets the defaults.
 */
export function readPageContext(doc: Document): PageContext {
  const element = doc.getElementById(CONTEXT_ELEMENT_ID);
  if (!element) return defaultPageContext();
  try {
    return parsePageContext(JSON.parse(element.textContent ?? ''));
  } catch {
    reportContextProblem('content', 'not valid JSON');
    return defaultPageContext();
  }
}
