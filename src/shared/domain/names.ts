/**
 * docs/product/api.md, docs/product/history-and-prs.md: a name is one name whatever its case — "squat", "Squat" and "SQUAT" are
 * one exercise, "push" and "Push" one day. This key is the one way the app compares, groups and
 * looks up names; the database keeps it as `exercise_key` and matches with `lower(…)`, which
 * agree with it. Names are trimmed where they come in (the contract's NameSchema, the
 * importers), so the key does not trim: a key is lower case and nothing else.
 */
export function nameKey(name: string): string {
  return name.toLowerCase()
}

/** Whether two names are the same (exercise, day). */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b)
}
