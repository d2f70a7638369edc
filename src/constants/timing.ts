/** The add-to-cart button shows 'Added!' this long after the response… */
export const ADDED_DELAY_MS = 1_000;
/** …for this long, then goes back to idle. */
export const ADDED_DURATION_MS = 2_000;
/** After an error the button is idle again after this long. */
export const ERROR_RESET_MS = 1_000;
