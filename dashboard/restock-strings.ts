/**
 * Every text the back-in-stock page (/merchant/restock) shows, in one place, as dashboard/strings.ts
 * for the analytics page (whose session, login and failure texts it shares); texts with figures or
 * names in them are functions of those.
 */

/** '1 notice', '3 notices': a count and its noun, singular for one. */
const counted = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

export const RESTOCK_TEXT = {
  loading: 'Loading the back-in-stock signups…',
  failed: (reason: string) => `The back-in-stock signups could not be loaded: ${reason}`,
  moreFailed: (reason: string) => `More could not be loaded: ${reason}`,

  waitingHeading: 'Waiting for a product to come back',
  emptyHeading: 'No one is waiting',
  emptyBody:
    'When shoppers ask to be told that a sold-out product is back in stock, their signups appear here, grouped by product and variant.',
  variant: 'Variant',
  variantId: 'Variant ID',
  waiting: 'Waiting',
  oldest: 'Oldest signup',
  /** A variant's name in a sentence: its product, then its options when it has any. */
  variantName: (product: string, options: string) =>
    options ? `${product} (${options})` : product,
  showSignups: 'Show signups',
  hideSignups: 'Hide signups',
  /** Said after a button's visible words, for a screen reader: which variant it is for. */
  forVariant: (name: string) => ` for ${name}`,
  sendGroup: 'Send notices',
  sendAll: 'Send all notices',
  loadMoreGroups: 'Load more products',
  downloadCsv: 'Download all signups (CSV)',
  downloadHint: 'Every signup, waiting or already notified, as a spreadsheet file.',

  signupsCaption: (name: string) => `Signups for ${name}`,
  signedUp: (when: string) => `Signed up ${when}`,
  mailingList: 'wants the mailing list',
  loadMoreSignups: 'Load more signups',
  loadingSignups: 'Loading the signups…',
  noSignups: 'No one is waiting for this variant any more.',

  sentHeading: 'Sent notices',
  noneSent: 'No back-in-stock notices have been sent yet.',
  sentLine: (count: string, when: string) => `${counted(count, 'notice', 'notices')} sent ${when}`,
  loadMoreSent: 'Load more sent notices',
  loadingSent: 'Loading the sent notices…',

  confirmHeading: 'Send back-in-stock notices?',
  confirmOne: (count: string, name: string) =>
    `${counted(count, 'person', 'people')} waiting for ${name} will be sent a back-in-stock notice.`,
  confirmAll: (count: string, variants: string) =>
    `${counted(count, 'person', 'people')} waiting for ${counted(variants, 'variant', 'variants')} will be sent a back-in-stock notice.`,
  confirmSend: 'Send notices',
  cancel: 'Cancel',

  sending: 'Sending the notices…',
  gathering: 'Finding everyone who is waiting…',
  sentOne: (count: string, name: string) =>
    count === '0'
      ? `No one was waiting for ${name} any more, so no notice was sent.`
      : `Sent ${counted(count, 'back-in-stock notice', 'back-in-stock notices')} for ${name}.`,
  sentAll: (count: string) =>
    count === '0'
      ? 'No one was waiting any more, so no notice was sent.'
      : `Sent ${counted(count, 'back-in-stock notice', 'back-in-stock notices')}.`,
  nothingWaiting: 'No one is waiting, so there is nothing to send.',
  sendFailed: (reason: string) => `The notices could not be sent: ${reason}`,
  sendStopped: (count: string, reason: string) =>
    `Sent ${counted(count, 'notice', 'notices')}, then sending stopped: ${reason}`,
} as const;
