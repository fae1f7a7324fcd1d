/**
 * docs/product/api.md, docs/product/history-and-prs.md, docs/product/trust-tokens-and-values.md:
 * a name is one name whatever its case — "squat", "Squat" and "SQUAT" are one exercise, "push"
 * and "Push" one day — for every Unicode name. This key is the one way the app compares, groups
 * and looks up names, in the browser and on the server; the database never folds a name itself
 * (its `lower()` follows the server's locale and disagreed: Greek final sigma, Turkish İ), it
 * stores this key beside the name (`workout_sets.exercise_key`, `workout_days.exercise_keys`,
 * the `*_key` columns) and compares keys only.
 *
 * Lower, upper, lower again, composed (NFC): every way of writing a letter in either case gives
 * one key — σ and final ς ("ΠΙΕΣΕΙΣ", "πιεσεισ"), ß, ẞ and "SS", é as one code point or two — and
 * the key of a key is itself. The dotted İ lowers to i with a dot above, so "İx" and "ix" are two
 * names. Names are trimmed where they come in (the contract's NameSchema, the importers), so
 * the key does not trim.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().toUpperCase().toLowerCase().normalize('NFC')
}

/** Whether two names are the same (exercise, day). */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b)
}

/** nameKey remembering each name's key: for a pass over many sets of a few names (an import). */
export function rememberingNameKey(): (name: string) => string {
  const keys = new Map<string, string>()
  return (name) => {
    let key = keys.get(name)
    if (key === undefined) keys.set(name, (key = nameKey(name)))
    return key
  }
}
