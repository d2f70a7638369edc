import type { AutocompleteAnswer, DetailsAnswer } from '../contract/places';
import { report } from '../page/page';
import type { ApiClient } from './client';

export type {
  AddressComponent,
  AutocompleteAnswer,
  DetailsAnswer,
  PlacePrediction,
} from '../contract/places';

export const PLACES_AUTOCOMPLETE_PATH = 'api/google-maps/places/autocomplete';
export const PLACES_DETAILS_PATH = 'api/google-maps/places/details';

/** The tracking context every places call carries as query parameters. */
export interface PlacesTracking {
  productPage: string;
  productSection: string;
}

const trackingParams = (tracking: PlacesTracking) => ({
  productPage: tracking.productPage,
  productSection: tracking.productSection,
});

/**
 * The address autocomplete calls [W-01, W-02]. Autocomplete always carries the tracking context;
 * a details call without it reports one console error and is sent all the same. Their failures
 * are the caller's to handle.
 */
export function placesApi(client: ApiClient) {
  return {
    autocomplete: (input: string, tracking: PlacesTracking, signal?: AbortSignal) =>
      client.request<AutocompleteAnswer>('get', PLACES_AUTOCOMPLETE_PATH, {
        searchParams: { input, ...trackingParams(tracking) },
        signal,
      }),
    details(placeId: string, tracking?: PlacesTracking | null) {
      if (!tracking?.productPage || !tracking.productSection) {
        report('places details: the tracking context (productPage, productSection) is missing');
      }
      return client.request<DetailsAnswer>('get', PLACES_DETAILS_PATH, {
        searchParams: { place_id: placeId, ...(tracking ? trackingParams(tracking) : {}) },
      });
    },
  };
}

export type PlacesApi = ReturnType<typeof placesApi>;
