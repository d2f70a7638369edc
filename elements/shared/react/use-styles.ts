import { useInsertionEffect } from 'react';
import { injectStyles } from '../styles/styles';

/**
 * A component's own part of the styles (see styles.ts), injected once a page when it first
 * renders, before its markup is laid out: for what loads after the element chunks, as dialogs do.
 */
export function useStyles(key: string, css: string): void {
  useInsertionEffect(() => injectStyles(document, key, css), [key, css]);
}
