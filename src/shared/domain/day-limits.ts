/** docs/product/api.md: how much a workout day holds (the contract's limits and the day editor's). */
export const MAX_DAY_EXERCISES = 50
export const MAX_EXERCISE_SETS = 20

/** docs/product/trust-tokens-and-values.md: days one account holds (archived ones too), by any route. */
export const MAX_ACCOUNT_DAYS = 500
