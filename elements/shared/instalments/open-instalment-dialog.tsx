import type { Runtime } from '../../../src/runtime/runtime';
import { openPortalDialog } from '../dialogs/portal-dialog';
import { InstalmentDialog, type InstalmentDialogProps } from './instalment-dialog';

/**
 * The instalment dialog's chunk: opens the instalment information dialog (React,
 * instalment-dialog.tsx) for a line that renders without React, with `openPortalDialog`: one at a
 * time; closing it (its button, Escape) removes it, and the native <dialog> gives focus back to the
 * control that opened it. Fetched on demand through instalment-dialog-on-demand.ts only.
 */
export function openInstalmentDialog(
  doc: Document,
  runtime: Runtime,
  { brand, locale }: Pick<InstalmentDialogProps, 'brand' | 'locale'>,
): void {
  openPortalDialog(doc, runtime, 'sq-instalment-dialog', InstalmentDialog, (close) => ({
    brand,
    locale,
    onClose: close,
  }));
}
