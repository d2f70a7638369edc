import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { PlacePrediction, PlacesTracking } from '../../src/api/places';
import { suggestionAnnouncement } from '../../src/forms/address-announcement';
import type { SuggestionModel, SuggestionState } from '../../src/forms/address-suggestions';
import { report } from '../../src/page/page';
import { onDemand } from '../shared/dialogs/on-demand';
import type { AddressLine1Control } from '../shared/forms/form-field';
import { useRuntime } from '../shared/react/use-runtime';
import type * as Behaviour from './address-behaviour';

/** The model and the calls, fetched on the first focus or keystroke (address-behaviour.ts). */
const behaviour = onDemand('address suggestions', () => import('./address-behaviour'));

const CLOSED: SuggestionState = { options: [], active: -1, open: false };

/** The page context's feature toggle that turns the address suggestions on [W-03]. */
export const ADDRESS_AUTOCOMPLETE_TOGGLE = 'addressAutocomplete';

/** The part of the page that asks, sent with every places call. */
const PRODUCT_SECTION = 'custom-form-address';

/**
 * An address's first line as a WAI-ARIA combobox with a listbox [W-03]: suggestions come while
 * typing (src/forms/address-suggestions.ts decides when and which is active); the input keeps
 * focus and points at the active option with aria-activedescendant; a polite live region says how
 * many came and which is active. Choosing one (Enter or a click) fills line 1 at once, then asks
 * for the place's details and fills city, state, postal code and country.
 */
export const AddressAutocomplete: AddressLine1Control = ({ id, name, label, parts, onChange }) => {
  const runtime = useRuntime();
  const { strings } = runtime;
  const [state, setState] = useState<SuggestionState>(CLOSED);
  // The latest address, for a details answer that comes after more typing.
  const latest = useRef({ parts, onChange });
  latest.current = { parts, onChange };
  const tracking: PlacesTracking = {
    productPage: runtime.context.page.id || location.pathname,
    productSection: PRODUCT_SECTION,
  };
  const trackingRef = useRef(tracking);
  trackingRef.current = tracking;
  // The behaviour module and the model made with it, once fetched.
  const loaded = useRef<{
    module: typeof Behaviour;
    api: ReturnType<typeof Behaviour.placesApi>;
    model: SuggestionModel;
  } | null>(null);
  useEffect(() => () => loaded.current?.model.close(), []);

  /** Runs `use` with the behaviour, making the model the first time. */
  function withBehaviour(use: (ready: NonNullable<typeof loaded.current>) => void) {
    behaviour.load().then(
      (module) => {
        if (!loaded.current) {
          const api = module.placesApi(runtime.client);
          const model = module.createSuggestionModel({
            search: async (text, signal) =>
              (await api.autocomplete(text, trackingRef.current, signal)).predictions,
            onChange: setState,
            onError: (error) => report('address suggestions could not be loaded', error),
          });
          loaded.current = { module, api, model };
        }
        use(loaded.current);
      },
      // A failed download is reported by onDemand; the line stays a plain text box.
      () => {},
    );
  }

  function choose(option: PlacePrediction) {
    const ready = loaded.current;
    if (!ready) return;
    const line1 = option.structured_formatting.main_text;
    latest.current.onChange({ ...latest.current.parts, line1 });
    ready.api.details(option.place_id, tracking).then(
      ({ result }) => {
        const filled = ready.module.addressParts(result.address_components, line1);
        latest.current.onChange({ ...latest.current.parts, ...filled });
      },
      (error: unknown) => report('address details could not be loaded', error),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { used, chosen } = loaded.current?.model.key(event.key) ?? { used: false };
    if (used) event.preventDefault();
    if (chosen) choose(chosen);
  }

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const open = state.open && state.options.length > 0;
  const active = open ? state.options[state.active] : undefined;
  const message = suggestionAnnouncement(state, strings);

  return (
    <div className="sq-form__part sq-form__address">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={parts.line1 ?? ''}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(state.active) : undefined}
        onChange={(event) => {
          const text = event.target.value;
          onChange({ ...parts, line1: text });
          withBehaviour(({ model }) => model.type(text));
        }}
        onFocus={() => behaviour.preload()}
        onKeyDown={onKeyDown}
        onBlur={() => loaded.current?.model.close()}
      />
      <div
        id={listId}
        className="sq-form__suggestions"
        role="listbox"
        aria-label={strings.addressSuggestionsLabel}
        hidden={!open}
      >
        {open &&
          state.options.map((option, index) => (
            // Options are never focused: the input keeps focus and handles the keys, and a press
            // on an option does not take focus from it (aria-activedescendant pattern).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys.
            <div
              key={option.place_id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === state.active}
              className="sq-form__suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                loaded.current?.model.close();
                choose(option);
              }}
            >
              {option.description}
            </div>
          ))}
      </div>
      <span className="sq-visually-hidden" role="status">
        {message}
      </span>
    </div>
  );
};
