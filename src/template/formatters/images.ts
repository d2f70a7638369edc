import type { FormatterTable } from '../plugin';

export const IMAGE_FORMATTERS: FormatterTable = {};
