import type { FormatterTable } from '../plugin';

export const COMMERCE_MARKUP_FORMATTERS: FormatterTable = {};
