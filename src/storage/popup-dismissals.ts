import { createSessionData, type SessionData } from './session-data';

/**
 * Which promotional pop-ups the visitor closed lately: one entry per pop-up in local storage,
 * under `sq:popup:{id}:dismissed`, kept through session data (session-data.ts) with the pop-up's
 * dismiss days as its expiry, so it is forgotten once they pass, and kept in memory for the page
 * where storage is refused [D-07, D-06]. It stays on the visitor's device and is no cookie: no
 * request carries it, and it is not one of the restrictive cookies consent governs (D-05).
 */

export const popupDismissedKey = (id: string): string => `sq:popup:${id}:dismissed`;

export interface PopupDismissals {
  /** The visitor closed this pop-up and its dismiss days have not yet passed. */
  dismissed(id: string): boolean;
  /** Remembers that the visitor closed this pop-up, for `ttlMs`. */
  dismiss(id: string, ttlMs: number): void;
}

export function popupDismissals(data: SessionData = createSessionData()): PopupDismissals {
  return {
    dismissed: (id) => data.get(popupDismissedKey(id)) === true,
    dismiss: (id, ttlMs) => data.set(popupDismissedKey(id), true, ttlMs),
  };
}
