import { InstalmentModal, type InstalmentModalProps } from './instalment-modal';
import { openPortalDialog } from './portal-root';

/**
 * Opens the instalment information modal (React) for a line that renders without React, with
 * `openPortalDialog`: one at a time; closing it (its button, Escape) removes it, and the native
 * <dialog> gives focus back to the control that opened it. Fetched on demand through
 * lazy-instalment-modal.ts only.
 */
export function openInstalmentDialog(
  doc: Document,
  { brand, locale }: Pick<InstalmentModalProps, 'brand' | 'locale'>,
): void {
  openPortalDialog(doc, 'sq-instalment-dialog', InstalmentModal, (close) => ({
    brand,
    locale,
    onClose: close,
  }));
}
