/**
 * The merchant editing toolkit's texts: validation [ET-01], dataset truncation [ET-02], errors
 * [ET-03], warnings [ET-04] and file states [ET-05]. The spec's strings are kept verbatim, their
 * `{placeholders}` included (filled in with `interpolate`); the warnings' wording is the project's
 * own, since the spec gives only their meaning. A site overrides any text by key, as it does the
 * bundle's (`resolveStringsWith`).
 *
 * Not part of the storefront: nothing in the visitor bundle imports this module (a test checks
 * the bundle's entries), so it costs a page nothing.
 */
import { interpolate } from './interpolate';
import { type ResolvedStrings, resolveStringsWith } from './strings';

export const EDITING_TOOLKIT_STRINGS = {
  // Validation, verbatim [ET-01].
  invalidEmailText: 'Please enter a valid email',
  emailFormatText: 'Emails must be formatted as {email}',
  linkFormatText: 'Links must be formatted as {host} or {host}',
  invalidPageUrlText: '{val} is not a valid page URL',
  unexpectedOptionText: '{val} is not one of the expected options',
  fileNameRequiredText: 'Please enter a file name',
  listRequiredText: 'A List must be selected',
  datasetNoColumnText: 'Your dataset must have at least one column',
  datasetNoRowText: 'Your dataset must have at least one row',
  datasetMissingDataText: 'One or more rows was missing data',
  tagExistsText: 'This {tagType} already exists',
  tagEditOneText: 'You may only edit one {tagType} at a time',
  vimeoBasicText: 'Vimeo Basic accounts are unsupported, share a video from a different account.',
  fileUnsupportedText: 'The file {fileName} does not appear to be a supported file',
  fileTooLargeText: 'The file {fileName} is too large',
  // Said after fileTooLargeText: the limit, in MB of 1,000,000 bytes [B-20].
  fileMaxSizeText: 'The maximum size is {maxSize}.',
  // The notice when a dataset is cut to the limits [ET-02].
  datasetTruncatedText:
    'Your dataset was shortened to its first {maxRows} rows and {maxColumns} columns.',
  // Errors, verbatim [ET-03].
  somethingWentWrongText: 'Something went wrong',
  networkErrorText: 'Network error',
  noJobResponseText: 'No response data from job request',
  loadResultsErrorText: 'Unable to load results',
  loadErrorText: 'Unable to load. Try again.',
  loadCollectionsErrorText: 'Unable to load collections',
  loadFontsErrorText: 'Unable to load fonts',
  loadFontPreviewErrorText: 'Unable to load preview for {fontName}',
  locateContentErrorText: 'Unable to locate content',
  connectErrorText: 'Unable to connect. Please try again',
  fileProcessingFailedText: 'File processing failed',
  fileProcessingIncompleteText: 'File processing failed to complete',
  fileProcessingCancelledText: 'File processing cancelled',
  fileUploadIncompleteText: 'File upload failed to complete',
  uploadErrorText: 'Error uploading',
  fileRenameProblemText: 'There was a problem while renaming your file',
  fileUploadProblemText: 'There was a problem while uploading your file',
  timezoneErrorText: 'Failed to load timezone, retry connection or verify site availability',
  codeEditingAndroidText: 'Code editing is not available on Android',
  noMailingListsText: "You don't have any mailing lists, create one before continuing.",
  // Warnings, in the project's words [ET-04].
  deleteFileWarningText:
    "Deleting {fileName} can't be undone. Links to it will stop working until you update them.",
  removeTagWarningText: 'Removing this {tagType} also removes it from every item that has it.',
  unsavedChangesText: 'You have unsaved changes. Save them before you leave, or discard them?',
  unsavedChangesSaveText: 'Save',
  unsavedChangesDiscardText: 'Discard',
  // The file states' labels [ET-05].
  fileUploadingText: 'Uploading',
  fileProcessingText: 'Processing',
  fileFailedText: 'Failed',
  fileCancelledText: 'Cancelled',
} as const;

export type EditingToolkitStringKey = keyof typeof EDITING_TOOLKIT_STRINGS;
export type EditingToolkitStrings = ResolvedStrings<typeof EDITING_TOOLKIT_STRINGS>;

/** The toolkit's texts with a site's overrides: known keys only, non-empty strings win. */
export function resolveEditingToolkitStrings(
  overrides?: Record<string, unknown> | null,
): EditingToolkitStrings {
  return resolveStringsWith(EDITING_TOOLKIT_STRINGS, overrides);
}

/** A file's states, in the order a file goes through them [ET-05]. */
export const FILE_STATES = ['uploading', 'processing', 'failed', 'cancelled'] as const;
export type FileState = (typeof FILE_STATES)[number];

/** The label of each file state. */
export const FILE_STATE_TEXT = {
  uploading: 'fileUploadingText',
  processing: 'fileProcessingText',
  failed: 'fileFailedText',
  cancelled: 'fileCancelledText',
} as const satisfies Record<FileState, EditingToolkitStringKey>;

/** The most of a dataset the toolkit keeps; the spec does not give them, so they are settings [ET-02]. */
export interface DatasetLimits {
  maxRows: number;
  maxColumns: number;
}
export const DATASET_LIMITS: Readonly<DatasetLimits> = { maxRows: 1000, maxColumns: 50 };

/**
 * A dataset cut to the limits: its first `maxRows` rows, each with its first `maxColumns` cells,
 * and the notice to show when anything was cut (null when nothing was).
 */
export function truncateDataset<T>(
  rows: readonly (readonly T[])[],
  limits: Readonly<DatasetLimits> = DATASET_LIMITS,
  strings: Pick<EditingToolkitStrings, 'datasetTruncatedText'> = EDITING_TOOLKIT_STRINGS,
): { rows: T[][]; notice: string | null } {
  const cut = rows.length > limits.maxRows || rows.some((row) => row.length > limits.maxColumns);
  return {
    rows: rows.slice(0, limits.maxRows).map((row) => row.slice(0, limits.maxColumns)),
    notice: cut
      ? interpolate(strings.datasetTruncatedText, {
          maxRows: limits.maxRows,
          maxColumns: limits.maxColumns,
        })
      : null,
  };
}

/** A size limit for the too-large message, in MB of 1,000,000 bytes [B-20]: "5 MB", "2.5 MB". */
export function fileSizeLimitText(bytes: number): string {
  return `${Math.round(bytes / 100_000) / 10} MB`;
}
