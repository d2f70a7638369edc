import { describe, expect, it } from 'vitest';
import {
  DATASET_LIMITS,
  EDITING_TOOLKIT_STRINGS,
  FILE_STATE_TEXT,
  FILE_STATES,
  fileSizeLimitText,
  resolveEditingToolkitStrings,
  truncateDataset,
} from './editing-toolkit-strings';
import { interpolate } from './interpolate';

describe('the editing toolkit strings', () => {
  it('holds every text, the spec’s verbatim with their placeholders', () => {
    expect(EDITING_TOOLKIT_STRINGS).toMatchInlineSnapshot(`
      {
        "codeEditingAndroidText": "Code editing is not available on Android",
        "connectErrorText": "Unable to connect. Please try again",
        "datasetMissingDataText": "One or more rows was missing data",
        "datasetNoColumnText": "Your dataset must have at least one column",
        "datasetNoRowText": "Your dataset must have at least one row",
        "datasetTruncatedText": "Your dataset was shortened to its first {maxRows} rows and {maxColumns} columns.",
        "deleteFileWarningText": "Deleting {fileName} can't be undone. Links to it will stop working until you update them.",
        "emailFormatText": "Emails must be formatted as {email}",
        "fileCancelledText": "Cancelled",
        "fileFailedText": "Failed",
        "fileMaxSizeText": "The maximum size is {maxSize}.",
        "fileNameRequiredText": "Please enter a file name",
        "fileProcessingCancelledText": "File processing cancelled",
        "fileProcessingFailedText": "File processing failed",
        "fileProcessingIncompleteText": "File processing failed to complete",
        "fileProcessingText": "Processing",
        "fileRenameProblemText": "There was a problem while renaming your file",
        "fileTooLargeText": "The file {fileName} is too large",
        "fileUnsupportedText": "The file {fileName} does not appear to be a supported file",
        "fileUploadIncompleteText": "File upload failed to complete",
        "fileUploadProblemText": "There was a problem while uploading your file",
        "fileUploadingText": "Uploading",
        "invalidEmailText": "Please enter a valid email",
        "invalidPageUrlText": "{val} is not a valid page URL",
        "linkFormatText": "Links must be formatted as {host} or {host}",
        "listRequiredText": "A List must be selected",
        "loadCollectionsErrorText": "Unable to load collections",
        "loadErrorText": "Unable to load. Try again.",
        "loadFontPreviewErrorText": "Unable to load preview for {fontName}",
        "loadFontsErrorText": "Unable to load fonts",
        "loadResultsErrorText": "Unable to load results",
        "locateContentErrorText": "Unable to locate content",
        "networkErrorText": "Network error",
        "noJobResponseText": "No response data from job request",
        "noMailingListsText": "You don't have any mailing lists, create one before continuing.",
        "removeTagWarningText": "Removing this {tagType} also removes it from every item that has it.",
        "somethingWentWrongText": "Something went wrong",
        "tagEditOneText": "You may only edit one {tagType} at a time",
        "tagExistsText": "This {tagType} already exists",
        "timezoneErrorText": "Failed to load timezone, retry connection or verify site availability",
        "unexpectedOptionText": "{val} is not one of the expected options",
        "unsavedChangesDiscardText": "Discard",
        "unsavedChangesSaveText": "Save",
        "unsavedChangesText": "You have unsaved changes. Save them before you leave, or discard them?",
        "uploadErrorText": "Error uploading",
        "vimeoBasicText": "Vimeo Basic accounts are unsupported, share a video from a different account.",
      }
    `);
  });

  it('fills placeholders', () => {
    const strings = resolveEditingToolkitStrings();
    expect(interpolate(strings.fileTooLargeText, { fileName: 'a.mov' })).toBe(
      'The file a.mov is too large',
    );
    expect(interpolate(strings.tagExistsText, { tagType: 'category' })).toBe(
      'This category already exists',
    );
  });

  it('lets a site override a known text with a non-empty string', () => {
    const strings = resolveEditingToolkitStrings({
      networkErrorText: 'Erreur réseau',
      invalidEmailText: '',
      uploadErrorText: 42,
      unknownText: 'ignored',
    });
    expect(strings.networkErrorText).toBe('Erreur réseau');
    expect(strings.invalidEmailText).toBe('Please enter a valid email');
    expect(strings.uploadErrorText).toBe('Error uploading');
    expect(strings).not.toHaveProperty('unknownText');
    expect(resolveEditingToolkitStrings(null)).toEqual(EDITING_TOOLKIT_STRINGS);
  });

  it('names the four file states, each with a label', () => {
    expect(FILE_STATES).toEqual(['uploading', 'processing', 'failed', 'cancelled']);
    expect(FILE_STATES.map((state) => EDITING_TOOLKIT_STRINGS[FILE_STATE_TEXT[state]])).toEqual([
      'Uploading',
      'Processing',
      'Failed',
      'Cancelled',
    ]);
  });
});

describe('truncateDataset', () => {
  const limits = { maxRows: 2, maxColumns: 3 };

  it('keeps a dataset within the limits as it is, with no notice', () => {
    const rows = [
      [1, 2, 3],
      [4, 5, 6],
    ];
    expect(truncateDataset(rows, limits)).toEqual({ rows, notice: null });
  });

  it('cuts rows and columns over the limits and says so', () => {
    const rows = [
      [1, 2, 3, 4],
      [5, 6, 7],
      [8, 9, 10],
    ];
    expect(truncateDataset(rows, limits)).toEqual({
      rows: [
        [1, 2, 3],
        [5, 6, 7],
      ],
      notice: 'Your dataset was shortened to its first 2 rows and 3 columns.',
    });
  });

  it('uses the configurable default limits', () => {
    const rows = Array.from({ length: DATASET_LIMITS.maxRows + 1 }, () => ['x']);
    expect(truncateDataset(rows).rows).toHaveLength(DATASET_LIMITS.maxRows);
  });
});

it('writes a size limit in MB of 1,000,000 bytes', () => {
  expect(fileSizeLimitText(5_000_000)).toBe('5 MB');
  expect(fileSizeLimitText(2_500_000)).toBe('2.5 MB');
});
