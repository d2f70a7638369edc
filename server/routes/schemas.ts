import { QUANTITY } from '../../src/constants/product';

/** JSON schemas of every payload the API accepts. Types are strict: '2' is not a quantity. */
/** An id, sku or key as the API uses them. */
export const id = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.-]+$',
} as const;
const quantity = { type: 'integer', minimum: QUANTITY.MIN, maximum: QUANTITY.MAX } as const;
/**
 * The most characters a cart entry's additional-fields answers (JSON text) may have: ample for any
 * form's answers, and with the cart's line limit it bounds the answers a cart carries.
 */
export const ADDITIONAL_FIELDS_MAX_LENGTH = 8_192;
const additionalFields = {
  type: ['string', 'null'],
  maxLength: ADDITIONAL_FIELDS_MAX_LENGTH,
} as const;

export const addEntryBody = {
  type: 'object',
  required: ['itemId', 'sku', 'quantity'],
  additionalProperties: false,
  properties: { itemId: id, sku: id, quantity, additionalFields },
} as const;

export const subscriptionBody = {
  type: 'object',
  required: ['itemId', 'sku', 'qty'],
  additionalProperties: false,
  properties: { itemId: id, sku: id, qty: quantity, additionalFields },
} as const;

/** 0 removes the entry. */
export const setQuantityBody = {
  type: 'object',
  required: ['quantity'],
  additionalProperties: false,
  properties: { quantity: { type: 'integer', minimum: 0, maximum: QUANTITY.MAX } },
} as const;

export const updateAdditionalFieldsBody = {
  type: 'object',
  required: ['itemId', 'sku', 'additionalFields'],
  additionalProperties: false,
  properties: {
    itemId: id,
    sku: id,
    additionalFields: { type: 'string', maxLength: ADDITIONAL_FIELDS_MAX_LENGTH },
  },
} as const;

export const entryParams = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const cartQuery = {
  type: 'object',
  properties: {
    mock: { type: 'string' },
    timecode: { type: 'string' },
    calculateSubtotal: { type: 'string' },
    crumb: { type: 'string' },
  },
} as const;

export const stockQuery = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId: id },
} as const;

export const setStockBody = {
  type: 'object',
  required: ['sku', 'qtyInStock'],
  additionalProperties: false,
  properties: {
    sku: id,
    qtyInStock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    unlimited: { type: 'boolean' },
  },
} as const;

export const restockSignupBody = {
  type: 'object',
  required: ['productId', 'variantId', 'siteVisitorEmail', 'isJoinMailingList'],
  additionalProperties: false,
  properties: {
    productId: id,
    variantId: id,
    siteVisitorEmail: { type: 'string', maxLength: 256 },
    isJoinMailingList: { type: 'boolean' },
    captchaToken: { type: 'string', maxLength: 4096 },
  },
} as const;

/** Places the order of the cart of that token (the cart id). */
export const placeOrderBody = {
  type: 'object',
  required: ['cartToken'],
  additionalProperties: false,
  properties: { cartToken: id },
} as const;

export const orderParams = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: id },
} as const;

/** Spec §7 / checklist U-06: one visitor event for the clanker sink. */
export const clankerEventBody = {
  type: 'object',
  required: ['eventSchemaName', 'eventContent'],
  additionalProperties: false,
  properties: {
    eventSchemaName: { type: 'string', minLength: 1, maxLength: 128 },
    eventContent: { type: 'object', maxProperties: 64 },
  },
} as const;

/** A page's or an order's query value: one piece of text (a repeated parameter is refused). */
const queryText = { type: 'string', maxLength: 256 } as const;

/** Reading an order: its access token, when the link carries one. Other keys are let through. */
export const orderQuery = {
  type: 'object',
  properties: { token: queryText },
} as const;

/** The checkout pages' query; tracking keys such as utm_source are let through. */
export const checkoutPageQuery = {
  type: 'object',
  properties: { cartToken: queryText },
} as const;

/** The confirmation pages' query: the order and its access token. */
export const confirmationPageQuery = {
  type: 'object',
  properties: { orderId: queryText, token: queryText },
} as const;

export const giftCardPageQuery = {
  type: 'object',
  properties: { itemId: queryText, sku: queryText },
} as const;

/** The query of a page or call that reads none of it: any keys (utm_source and the like) pass. */
export const anyQuery = { type: 'object' } as const;

/** The query of a state-changing call that reads only the crumb. */
export const crumbQuery = {
  type: 'object',
  properties: { crumb: queryText },
} as const;
