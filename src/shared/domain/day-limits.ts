/** docs/product/api.md: how much a workout day holds (the contract's limits and the day editor's). */
export const MAX_DAY_EXERCISES = 50
export const MAX_EXERCISE_SETS = 20
