/** Form constants of spec §3 (checklist B-15, B-26). */

/** Likert scale values, -2 (strongly disagree) to 2 (strongly agree) (B-26). */
export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const;
export type LikertValue = (typeof LIKERT_VALUES)[number];

/** Form submission contentSource codes: item or collection (B-15). */
export const CONTENT_SOURCE = { ITEM: 'i', COLLECTION: 'c' } as const;
export type ContentSource = (typeof CONTENT_SOURCE)[keyof typeof CONTENT_SOURCE];
