import type { FormatterTable } from '../plugin';

export const SOCIAL_FORMATTERS: FormatterTable = {};
