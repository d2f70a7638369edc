import type { ElementDocs } from '../shared/define/definition';

/**
 * What the element manifest says of `<sq-account>` (see ElementDocs in
 * shared/define/definition.ts); the bundle never imports this file.
 */
export const DOCS: ElementDocs = {
  description:
    "The site member's header control: 'Sign in', which opens the sign-in dialog, or, once signed in, the account button and its menu with 'Sign out'. It follows signing in and out in every tab.",
  attributes: {},
};
