import { RESTOCK_MESSAGES } from '../i18n/messages';

/** The merchandising context of one product (scarcity, sold-out text, restock signup), with defaults for gaps [D-16]. */
export interface Merchandising {
  scarcityEnabled: boolean;
  scarcityText: string;
  scarcityShownByDefault: boolean;
  /** The template views the scarcity line shows in (TEMPLATE_VIEW's names); none when absent. */
  scarcityTemplateViews: string[];
  customSoldOutText: string;
  restockNotificationViews: string[];
  restockNotificationMessages: {
    buttonText: string;
    CTAText: string;
    placeholderText: string;
    mailingListDescription: string;
  };
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  value && typeof value === 'object' ? (value as Json) : {};
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;
/** The names in a list of views; entries that are not names (the engine's per-variant views) are skipped. */
const viewNames = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((view): view is string => typeof view === 'string') : [];

/** A product missing from the map, or a malformed entry, gets the defaults. */
export function decodeMerchandising(raw: unknown): Merchandising {
  const source = record(raw);
  const messages = record(source.restockNotificationMessages);
  return {
    scarcityEnabled: source.scarcityEnabled === true,
    scarcityText: text(source.scarcityText, 'Only {quantity} left in stock'),
    scarcityShownByDefault: source.scarcityShownByDefault === true,
    scarcityTemplateViews: viewNames(source.scarcityTemplateViews),
    customSoldOutText: text(source.customSoldOutText, ''),
    restockNotificationViews: viewNames(source.restockNotificationViews),
    restockNotificationMessages: {
      buttonText: text(messages.buttonText, RESTOCK_MESSAGES.buttonText),
      CTAText: text(messages.CTAText, RESTOCK_MESSAGES.ctaText),
      placeholderText: text(messages.placeholderText, RESTOCK_MESSAGES.placeholderText),
      mailingListDescription: text(
        messages.mailingListDescription,
        RESTOCK_MESSAGES.mailingListDescription,
      ),
    },
    mailingListSignUpEnabled: source.mailingListSignUpEnabled === true,
    mailingListOptInByDefault: source.mailingListOptInByDefault === true,
  };
}
