import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import * as analytics from '../../src/contract/analytics';
import * as cart from '../../src/contract/cart';
import * as common from '../../src/contract/common';
import * as contentImages from '../../src/contract/content-images';
import * as events from '../../src/contract/events';
import * as forms from '../../src/contract/forms';
import * as inventory from '../../src/contract/inventory';
import * as merchantPages from '../../src/contract/merchant-pages';
import * as merchantRestock from '../../src/contract/merchant-restock';
import * as orders from '../../src/contract/orders';
import * as pages from '../../src/contract/pages';
import * as places from '../../src/contract/places';
import * as products from '../../src/contract/products';
import * as restock from '../../src/contract/restock';
import * as siteSettings from '../../src/contract/site-settings';
import * as siteUsers from '../../src/contract/site-users';

/**
 * The JSON Schemas the routes validate with, each derived once, at load, from its valibot schema
 * in src/contract, so the page's types and the server's checks cannot drift apart. The conversion
 * throws on anything JSON Schema cannot express, so no rule is dropped on the way. This is the one
 * place a valibot schema becomes a JSON Schema: a route takes its schema from here.
 */
function derive(schema: GenericSchema) {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-07',
    errorMode: 'throw',
    // The one custom schema, which JSON Schema says in its own words.
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema === common.jsonObject ? { type: 'object' } : undefined,
  });
  return json;
}

export { ADDITIONAL_FIELDS_MAX_LENGTH } from '../../src/contract/cart';

export const anyQuery = derive(common.anyQuery);
export const crumbQuery = derive(common.crumbQuery);

export const cartQuery = derive(cart.cartQuery);
export const entryParams = derive(cart.entryParams);
export const addEntryBody = derive(cart.addEntryBody);
export const subscriptionBody = derive(cart.subscriptionBody);
export const setQuantityBody = derive(cart.setQuantityBody);
export const updateAdditionalFieldsBody = derive(cart.updateAdditionalFieldsBody);

export const stockQuery = derive(inventory.stockQuery);
export const setStockBody = derive(inventory.setStockBody);

export const productParams = derive(products.productParams);

export const contentImageQuery = derive(contentImages.contentImageQuery);

export const placeOrderBody = derive(orders.placeOrderBody);
export const orderParams = derive(orders.orderParams);
export const orderQuery = derive(orders.orderQuery);

export const checkoutPageQuery = derive(pages.checkoutPageQuery);
export const confirmationPageQuery = derive(pages.confirmationPageQuery);
export const giftCardPageQuery = derive(pages.giftCardPageQuery);
export const eventsPageQuery = derive(pages.eventsPageQuery);
export const checkoutFormBody = derive(pages.checkoutFormBody);

export const formSchemaQuery = derive(forms.formSchemaQuery);
export const formParams = derive(forms.formParams);
export const formValuesBody = derive(forms.formValues);
export const submissionKeyQuery = derive(forms.submissionKeyQuery);
export const submissionKeyBody = derive(forms.submissionKeyBody);
export const saveBody = derive(forms.formSubmission);
export const submissionListQuery = derive(forms.submissionListQuery);

export const restockSignupBody = derive(restock.restockSignupBody);

export const formRenderBody = derive(events.formRenderBody);
export const quickViewParams = derive(events.quickViewParams);
export const quickViewBody = derive(events.quickViewBody);
export const clankerEventBody = derive(events.clankerEventBody);

export const signUpGroupsQuery = derive(merchantRestock.signUpGroupsQuery);
export const signUpsQuery = derive(merchantRestock.signUpsQuery);
export const sendBody = derive(merchantRestock.sendBody);
export const sendAllBody = derive(merchantRestock.sendAllBody);

export const recordHitBody = derive(analytics.recordHitBody);
export const censusButtonBody = derive(analytics.censusButtonBody);
export const censusOverlayBody = derive(analytics.censusOverlayBody);
export const recordEventBody = derive(analytics.recordEventBody);
export const performanceRecordsBody = derive(analytics.performanceRecordsBody);
export const errorReportsBody = derive(analytics.errorReportsBody);
export const summaryQuery = derive(analytics.summaryQuery);

export const headerFooterBody = derive(siteSettings.headerFooterBody);
export const languagesBody = derive(siteSettings.languagesBody);

export const memberLoginBody = derive(siteUsers.loginBody);
export const memberLogoutQuery = derive(siteUsers.logoutQuery);

export const placesAutocompleteQuery = derive(places.autocompleteQuery);
export const placeDetailsQuery = derive(places.detailsQuery);

export const merchantPageQuery = derive(merchantPages.merchantPageQuery);
export const merchantLoginBody = derive(merchantPages.merchantLoginBody);
export const merchantLogoutBody = derive(merchantPages.merchantLogoutBody);
