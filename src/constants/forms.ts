/** A likert answer is one of -2 (strongly disagree) to 2 (strongly agree) [B-26]. */
export const LIKERT_VALUES = [-2, -1, 0, 1, 2] as const;
