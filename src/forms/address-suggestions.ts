import type { AddressComponent, PlacePrediction } from '../contract/places';

/**
 * The address autocomplete's model, free of any framework [W-03]. Typing schedules one search
 * 300 ms after the last keystroke; a newer keystroke cancels the pending search and aborts the one
 * in flight, so only the answer to the latest text is shown. The list opens when suggestions come
 * and closes on Escape, on a choice, or when the text is emptied. ArrowDown and ArrowUp move the
 * active option with wrap-around (from none, Down goes to the first and Up to the last); Enter
 * chooses the active option, and does nothing (so the form is not submitted) only while the
 * list is open with an active option.
 */

/** Milliseconds from the last keystroke to the search. */
export const SUGGEST_DELAY_MS = 300;

export interface SuggestionState {
  options: PlacePrediction[];
  /** Index of the active option, -1 for none. */
  active: number;
  open: boolean;
}

export const CLOSED: SuggestionState = { options: [], active: -1, open: false };

/** The active option after an arrow key, wrapping at both ends. */
export function moveActive(state: SuggestionState, step: 1 | -1): SuggestionState {
  const count = state.options.length;
  if (!count) return state;
  const active =
    state.active === -1 ? (step === 1 ? 0 : count - 1) : (state.active + step + count) % count;
  return { ...state, open: true, active };
}

export interface SuggestionModel {
  /** The visitor typed: the search for `text` runs after the delay (blank text closes). */
  type(text: string): void;
  /**
   * A key on the input. Returns the option chosen by Enter, and whether the key was used (the
   * caller then prevents its default action).
   */
  key(key: string): { used: boolean; chosen?: PlacePrediction };
  /** Closes the list and forgets any pending search. */
  close(): void;
  state(): SuggestionState;
}

export function createSuggestionModel({
  search,
  onChange,
  onError,
  delay = (run: () => void) => {
    const timer = setTimeout(run, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  },
}: {
  search: (text: string, signal: AbortSignal) => Promise<PlacePrediction[]>;
  onChange: (state: SuggestionState) => void;
  onError: (error: unknown) => void;
  /** Runs `run` after SUGGEST_DELAY_MS and returns its cancel; tests pass their own clock. */
  delay?: (run: () => void) => () => void;
}): SuggestionModel {
  let current = CLOSED;
  let cancelPending: (() => void) | null = null;
  let inFlight: AbortController | null = null;
  const set = (next: SuggestionState) => {
    current = next;
    onChange(next);
  };
  const stop = () => {
    cancelPending?.();
    cancelPending = null;
    inFlight?.abort();
    inFlight = null;
  };
  return {
    type(text) {
      stop();
      if (!text.trim()) {
        if (current.open) set(CLOSED);
        return;
      }
      cancelPending = delay(() => {
        cancelPending = null;
        const controller = new AbortController();
        inFlight = controller;
        search(text.trim(), controller.signal).then(
          (options) => {
            if (controller.signal.aborted) return;
            inFlight = null;
            set({ options, active: -1, open: true });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            inFlight = null;
            onError(error);
          },
        );
      });
    },
    key(key) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        if (!current.options.length) return { used: false };
        set(moveActive(current, key === 'ArrowDown' ? 1 : -1));
        return { used: true };
      }
      if (key === 'Escape') {
        if (!current.open) return { used: false };
        stop();
        set({ ...current, open: false, active: -1 });
        return { used: true };
      }
      if (key === 'Enter') {
        const chosen = current.open ? current.options[current.active] : undefined;
        if (!chosen) return { used: false };
        stop();
        set(CLOSED);
        return { used: true, chosen };
      }
      return { used: false };
    },
    close() {
      stop();
      if (current.open || current.options.length) set(CLOSED);
    },
    state: () => current,
  };
}

/** The parts of a form address a chosen place fills. */
export interface AddressParts {
  line1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Countries whose postal addresses write the region's abbreviation. */
const REGION_ABBREVIATED = new Set(['US', 'CA', 'AU']);

/**
 * The form address of a place: line 1 as the suggestion showed it (the street in the country's
 * order), the city, the region (abbreviated where the country's addresses abbreviate it), the
 * postal code, and the country's name (the country part is a text box; its code decides the
 * region's form).
 */
export function addressParts(
  components: readonly AddressComponent[],
  mainText: string,
): AddressParts {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const country = find('country');
  const region = find('administrative_area_level_1');
  const street = [find('street_number')?.long_name, find('route')?.long_name]
    .filter(Boolean)
    .join(' ');
  return {
    line1: mainText || street,
    city: (find('locality') ?? find('postal_town') ?? find('sublocality'))?.long_name ?? '',
    state:
      (country && REGION_ABBREVIATED.has(country.short_name)
        ? region?.short_name
        : region?.long_name) ?? '',
    zip: find('postal_code')?.long_name ?? '',
    country: country?.long_name ?? '',
  };
}
