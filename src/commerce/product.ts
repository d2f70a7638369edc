import { decodeProductType, type ProductType } from '../constants/product';
import {
  finiteNumber,
  flag,
  isJsonObject,
  list,
  record,
  text,
  textOrNumber,
} from '../contract/json-fields';
import { decodeForm, type FormDefinition } from '../forms/form-model';
import { DEFAULT_CURRENCY } from '../i18n/currencies';

/**
 * The product model (a product item with its variants and prices), decoded tolerantly from server
 * JSON: missing or malformed fields take safe defaults, so bad data can never crash a product page
 * [E-16].
 */
export interface MoneyValue {
  /** A decimal string, e.g. '24.00'. */
  value: string;
  currency: string;
}

export interface OptionValue {
  optionName: string | null;
  value: string;
}

export interface Variant {
  /** The variant id where the server gives one, else the sku. */
  id: string;
  sku: string;
  attributes: Record<string, string>;
  price: MoneyValue;
  salePrice: MoneyValue;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  optionValues: OptionValue[];
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' };
  numBillingCycles: number;
}

export interface Product {
  id: string;
  collectionId: string;
  recordType: number;
  title: string;
  productType: ProductType;
  variants: Variant[];
  price: MoneyValue;
  salePrice: MoneyValue;
  onSale: boolean;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  additionalFieldsFormId: string | null;
  /** The form as the product's own data carries it, if it does; else it is looked up by id. */
  additionalFieldsForm: FormDefinition | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  audioAssetUrl: string | null;
}

type Json = Record<string, unknown>;

/**
 * Money from `{value, currency}` or `{decimalValue, currencyCode}`; missing or malformed → 0 USD
 * [C-02, C-03].
 */
export function decodeMoney(raw: unknown, fallbackCurrency: string = DEFAULT_CURRENCY): MoneyValue {
  const money = record(raw);
  const amount = money.value ?? money.decimalValue;
  const value = textOrNumber(amount);
  return {
    value: /^-?\d+(\.\d+)?$/.test(value) ? value : '0',
    currency: text(money.currency ?? money.currencyCode, fallbackCurrency) || fallbackCurrency,
  };
}

/** Prefers `priceMoney`, then `price` (a `{decimalValue}` object) [E-14]. */
function preferredMoney(source: Json, moneyKey: string, legacyKey: string): MoneyValue {
  return source[moneyKey] !== undefined
    ? decodeMoney(source[moneyKey])
    : decodeMoney(source[legacyKey]);
}

function decodeVariant(raw: unknown): Variant {
  const v = record(raw);
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(record(v.attributes))) {
    if (typeof value === 'string') attributes[name] = value;
  }
  const sku = text(v.sku);
  return {
    id: text(v.id, sku) || sku,
    sku,
    attributes,
    price: preferredMoney(v, 'priceMoney', 'price'),
    salePrice: preferredMoney(v, 'salePriceMoney', 'salePrice'),
    onSale: flag(v.onSale),
    qtyInStock: finiteNumber(v.qtyInStock),
    unlimited: flag(v.unlimited),
    optionValues: list(v.optionValues).map((option) => {
      const o = record(option);
      return {
        optionName: typeof o.optionName === 'string' ? o.optionName : null,
        value: text(o.value),
      };
    }),
  };
}

function decodePlan(raw: unknown): SubscriptionPlan | null {
  const plan = record(raw);
  const period = record(plan.billingPeriod);
  const unit = period.unit;
  if (unit !== 'WEEK' && unit !== 'MONTH' && unit !== 'YEAR') return null;
  return {
    billingPeriod: { value: Math.max(1, Math.floor(finiteNumber(period.value)) || 1), unit },
    numBillingCycles: Math.max(0, Math.floor(finiteNumber(plan.numBillingCycles))),
  };
}

/**
 * The additional-fields form a product carries in its own data, in the forms' model; its id is
 * the product's form id when it names none. Anything without a field (missing, malformed, empty)
 * is no form, and the form is then looked up by id [E-16, G-03].
 */
function decodeInlineForm(raw: unknown, formId: string | null): FormDefinition | null {
  if (!isJsonObject(raw)) return null;
  const form = decodeForm(raw);
  if (form.fields.length === 0) return null;
  return { ...form, id: form.id || formId || '' };
}

export function decodeProduct(raw: unknown): Product {
  const item = record(raw);
  const content = record(item.structuredContent);
  const formId = text(content.additionalFieldsFormId) || null;
  return {
    id: text(item.id),
    collectionId: text(item.collectionId),
    recordType: finiteNumber(item.recordType),
    title: text(item.title),
    productType: decodeProductType(content.productType),
    variants: list(content.variants).map(decodeVariant),
    price: preferredMoney(content, 'priceMoney', 'price'),
    salePrice: preferredMoney(content, 'salePriceMoney', 'salePrice'),
    onSale: flag(content.onSale),
    isSubscribable: flag(content.isSubscribable),
    subscriptionPlan: decodePlan(content.subscriptionPlan),
    additionalFieldsFormId: formId,
    additionalFieldsForm: decodeInlineForm(content.additionalFieldsForm, formId),
    useCustomAddButtonText: flag(content.useCustomAddButtonText),
    customAddButtonText: text(content.customAddButtonText),
    audioAssetUrl: text(content.audioAssetUrl) || null,
  };
}
