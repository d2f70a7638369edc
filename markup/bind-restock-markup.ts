import {
  captchaGate,
  focusCaptcha,
  showCaptchaGate,
} from '../elements/shared/captcha/captcha-hold';
import { injectStyles } from '../elements/shared/styles/styles';
import { purchaseErrorMessage } from '../src/api/error-message';
import { restockApi } from '../src/api/restock';
import { type CaptchaWidget, renderCaptcha } from '../src/captcha/captcha';
import { decodeMerchandising } from '../src/commerce/merchandising';
import { restockVariant } from '../src/commerce/restock-variant';
import { pageProduct } from '../src/flows/page-items';
import { isValidEmail } from '../src/forms/email';
import { RESTOCK_MESSAGES } from '../src/i18n/messages';
import { oncePerPage, report, whenParsed } from '../src/page/page';
import type { Runtime } from '../src/runtime/runtime';
import { eventElement, forItem, productScope, readSelection, SELECTORS } from './markup';
import {
  RESTOCK_SELECTORS,
  type RestockParts,
  restockParts,
  showProblem,
  showSignedUp,
} from './restock-markup';
import { RESTOCK_MARKUP_CSS } from './restock-markup-styles';

/**
 * The template engine's back-in-stock markup (restock-markup.ts) works as `<sq-restock-signup>`
 * does, in place and without React:
 *
 * - a block shows only while it is about the variant a signup is for (restock-variant.ts: the
 *   chosen one, following the product's shared option choice and its variants block on the page,
 *   while sold out; a product without options has its one); every other block is hidden;
 * - submitting checks the email ('Email cannot be blank', 'Email is invalid', on the alert line
 *   the field is described by, the field marked invalid), then, where the site has a captcha,
 *   waits for it: the submit input is held (captcha-hold.ts) and a press takes the shopper to the
 *   captcha; then it sends `{productId, variantId, siteVisitorEmail, isJoinMailingList,
 *   captchaToken}` to the restock call, once at a time;
 * - success replaces the form with the site's success text, else 'Signed up!', on a status line;
 *   failure shows the reason on the alert line and resets the captcha, which holds the button
 *   again.
 *
 * Blocks added to the page later are bound as they arrive. Binds once per page; stopping the
 * runtime unbinds.
 */
export function bindRestockMarkup(doc: Document, runtime: Runtime): void {
  oncePerPage(
    'restock-markup',
    () => {
      injectStyles(doc, 'restock-markup', RESTOCK_MARKUP_CSS);
      runtime.onStop(bind(doc, runtime));
    },
    runtime,
  );
}

/** A bound block: its parts and its signup's state. */
interface Signup {
  parts: RestockParts;
  productId: string;
  siteKey: string | null;
  widget: CaptchaWidget | null;
  token: string;
  sending: boolean;
  done: boolean;
}

const reported = new Set<string>();
/** One console error per product id the page context lacks, or per malformed block. */
function reportOnce(key: string, message: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  report(message);
}

function bind(doc: Document, runtime: Runtime): () => void {
  /** Every block met, with its signup; null for a block left inert. */
  const signups = new WeakMap<HTMLElement, Signup | null>();
  const followed = new Map<string, () => void>();

  const refreshGate = (signup: Signup) => {
    const { parts } = signup;
    const gate = captchaGate(parts.captcha !== null, signup.token, parts.hint?.id ?? '');
    showCaptchaGate(
      parts.submit,
      parts.hint,
      gate,
      runtime.strings.captchaRequiredText,
      signup.sending,
    );
    return gate;
  };

  /** The variant the product's signup is for now (restock-variant.ts), or null. */
  const variantOf = (signup: Signup) => {
    const product = pageProduct(runtime, signup.productId);
    if (!product) return null;
    const variants = productScope(signup.parts.box, signup.productId).querySelector(
      forItem(SELECTORS.variants, signup.productId),
    );
    // The store holds the shared choice; the product's options fill in what it has not heard yet.
    const selection = {
      ...readSelection(variants),
      ...runtime.selection(signup.productId).getState().selection,
    };
    return restockVariant(product, selection, runtime.context.storeSettings.variantOptionOrdering);
  };

  /** Shows the block when it is about the signup's variant; a shown block gets its captcha. */
  const refresh = (signup: Signup) => {
    const { box, captcha } = signup.parts;
    const variant = variantOf(signup);
    const own = box.getAttribute('data-variant-id') ?? '';
    const shown = variant !== null && (own === '' || own === variant.id);
    if (box.hidden === shown) box.hidden = !shown;
    if (shown && captcha && signup.siteKey && !signup.widget && !signup.done) {
      signup.widget = renderCaptcha(captcha, signup.siteKey, (token) => {
        signup.token = token;
        refreshGate(signup);
      });
    }
  };

  const refreshProduct = (productId: string) => {
    for (const box of doc.querySelectorAll<HTMLElement>(RESTOCK_SELECTORS.box)) {
      const signup = signups.get(box);
      if (signup && signup.productId === productId) refresh(signup);
    }
  };

  const follow = (productId: string) => {
    if (followed.has(productId)) return;
    followed.set(
      productId,
      runtime.selection(productId).subscribe(() => {
        try {
          refreshProduct(productId);
        } catch (error) {
          report('back-in-stock markup failed', error);
        }
      }),
    );
  };

  /** The block's signup, binding it the first time it is met; null for an inert block. */
  const signupOf = (box: HTMLElement): Signup | null => {
    const known = signups.get(box);
    if (known !== undefined) return known;
    const productId = box.getAttribute('data-product-id') ?? '';
    let signup: Signup | null = null;
    if (!pageProduct(runtime, productId)) {
      reportOnce(
        `product:${productId}`,
        `store markup names product "${productId}", which is not a product in the page context; its back-in-stock signup is inert`,
      );
    } else {
      const merchandising = decodeMerchandising(runtime.context.merchandising[productId]);
      const siteKey = runtime.context.website.captchaSettings.siteKey || null;
      const parts = restockParts(box, {
        label: merchandising.restockNotificationMessages.placeholderText,
        withCaptcha: siteKey !== null,
      });
      if (!parts) {
        reportOnce(
          `parts:${productId}`,
          `back-in-stock markup of product "${productId}" has no form with an email field and a submit input; it is inert`,
        );
      } else {
        signup = {
          parts,
          productId,
          siteKey,
          widget: null,
          token: '',
          sending: false,
          done: false,
        };
      }
    }
    signups.set(box, signup);
    if (signup) {
      refreshGate(signup);
      refresh(signup);
      follow(productId);
    }
    return signup;
  };

  const bindAll = () => {
    for (const box of doc.querySelectorAll<HTMLElement>(RESTOCK_SELECTORS.box)) {
      try {
        signupOf(box);
      } catch (error) {
        report('back-in-stock markup', error);
      }
    }
  };

  const send = async (signup: Signup) => {
    const { parts } = signup;
    const address = parts.email.value.trim();
    const problem = !address
      ? RESTOCK_MESSAGES.emailBlank
      : !isValidEmail(address)
        ? RESTOCK_MESSAGES.emailInvalid
        : '';
    showProblem(parts, problem, true);
    if (problem) {
      parts.email.focus();
      return;
    }
    // The held button sends nothing; the line under the captcha already says why [P-05, Q-07].
    if (refreshGate(signup).gated) {
      focusCaptcha(parts.box);
      return;
    }
    // The block's own variant, else (a block naming none) the one the signup is for now.
    const variantId = parts.box.getAttribute('data-variant-id') || variantOf(signup)?.id || '';
    signup.sending = true;
    refreshGate(signup);
    try {
      await restockApi(runtime.client).signUp({
        productId: signup.productId,
        variantId,
        siteVisitorEmail: address,
        isJoinMailingList: parts.mailingList?.checked ?? false,
        ...(signup.siteKey ? { captchaToken: signup.token } : {}),
      });
      signup.done = true;
      signup.widget?.destroy();
      const success =
        runtime.context.storeSettings.merchandisingSettings?.restockNotificationsSuccessText;
      showSignedUp(parts, success || RESTOCK_MESSAGES.signedUp);
    } catch (caught) {
      const message = purchaseErrorMessage(caught);
      showProblem(
        parts,
        message,
        message === RESTOCK_MESSAGES.emailBlank || message === RESTOCK_MESSAGES.emailInvalid,
      );
      signup.widget?.reset();
    } finally {
      signup.sending = false;
      if (!signup.done) refreshGate(signup);
    }
  };

  const onSubmit = (event: Event) => {
    const form = eventElement(event);
    const box = form?.matches(RESTOCK_SELECTORS.form)
      ? form.closest<HTMLElement>(RESTOCK_SELECTORS.box)
      : null;
    if (!box) return;
    // The engine's form points nowhere (`action="#"`): the bundle sends it, or nothing is sent.
    event.preventDefault();
    try {
      const signup = signupOf(box);
      if (!signup || signup.sending || signup.done) return;
      send(signup).catch((error: unknown) => report('back-in-stock signup failed', error));
    } catch (error) {
      report('back-in-stock signup failed', error);
    }
  };

  // Blocks added later (a product's markup fetched into the page) are bound as they arrive.
  const holdsBlock = (node: Node) =>
    node.nodeType === 1 &&
    ((node as Element).matches(RESTOCK_SELECTORS.box) ||
      (node as Element).querySelector(RESTOCK_SELECTORS.box) !== null);
  const observer = new MutationObserver((records) => {
    if (records.some((record) => Array.from(record.addedNodes).some(holdsBlock))) bindAll();
  });
  doc.addEventListener('submit', onSubmit);
  const cancelStart = whenParsed(doc, () => {
    bindAll();
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  });
  return () => {
    doc.removeEventListener('submit', onSubmit);
    observer.disconnect();
    cancelStart();
    for (const unsubscribe of followed.values()) unsubscribe();
    followed.clear();
  };
}
