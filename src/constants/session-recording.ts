/** The recorder id that means "do not record": the reference server's default answer [W-05]. */
export const MOCK_RECORDING_ID = 'automated-mock-id';
