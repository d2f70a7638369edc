/**
 * What the address suggestions do, apart from their markup: the suggestion model and the places
 * calls, a chunk of its own that the custom form fetches only when a visitor focuses or types in
 * an address's first line with the toggle on, so a form without suggestions does not carry them.
 */
export { placesApi } from '../../src/api/places';
export { addressParts, createSuggestionModel } from '../../src/forms/address-suggestions';
