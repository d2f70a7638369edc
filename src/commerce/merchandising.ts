import { flag, list, record, text } from '../contract/json-fields';
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

/** Text that is not empty; anything else is `fallback`. */
const filled = (value: unknown, fallback: string) => text(value) || fallback;
/** The names in a list of views; entries that are not names (the engine's per-variant views) are skipped. */
const viewNames = (value: unknown): string[] =>
  list(value).filter((view): view is string => typeof view === 'string');

/** A product missing from the map, or a malformed entry, gets the defaults. */
export function decodeMerchandising(raw: unknown): Merchandising {
  const source = record(raw);
  const messages = record(source.restockNotificationMessages);
  return {
    scarcityEnabled: flag(source.scarcityEnabled),
    scarcityText: filled(source.scarcityText, 'Only {quantity} left in stock'),
    scarcityShownByDefault: flag(source.scarcityShownByDefault),
    scarcityTemplateViews: viewNames(source.scarcityTemplateViews),
    customSoldOutText: text(source.customSoldOutText),
    restockNotificationViews: viewNames(source.restockNotificationViews),
    restockNotificationMessages: {
      buttonText: filled(messages.buttonText, RESTOCK_MESSAGES.buttonText),
      CTAText: filled(messages.CTAText, RESTOCK_MESSAGES.ctaText),
      placeholderText: filled(messages.placeholderText, RESTOCK_MESSAGES.placeholderText),
      mailingListDescription: filled(
        messages.mailingListDescription,
        RESTOCK_MESSAGES.mailingListDescription,
      ),
    },
    mailingListSignUpEnabled: flag(source.mailingListSignUpEnabled),
    mailingListOptInByDefault: flag(source.mailingListOptInByDefault),
  };
}
