/**
 * The platform's labels of a content item's status and of a members-only page. Nothing in the
 * bundle shows them today; a part that does takes them into the strings catalogue (`src/i18n`) so
 * a site can override them [B-13].
 */

/** The label of each content status. */
export const CONTENT_STATUS_LABEL = /* @__PURE__ */ Object.freeze({
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  DRAFT: 'Draft',
  PRIVATE: 'Private',
} as const);

/** What a page open only to site members says to anyone else. */
export const PAGE_ACCESS_LABEL = 'This page is locked; available only to site members.';
