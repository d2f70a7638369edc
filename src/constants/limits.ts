/** An email address is 3 to 256 characters long. */
export const EMAIL_LENGTH = { MIN: 3, MAX: 256 } as const;
