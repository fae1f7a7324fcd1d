/**
 * The `i`-th case variant of `name`: each letter upper or lower by one bit of `i`, so that
 * `caseSpelling(name, 0)` … `caseSpelling(name, 2 ** 16 - 1)` are distinct for a name of 16
 * letters or more.
 */
export function caseSpelling(name: string, i: number) {
  let bit = 0
  return [...name]
    .map((char) => {
      if (!/[a-z]/i.test(char)) return char
      const upper = (i >> (bit++ % 16)) & 1
      return upper ? char.toUpperCase() : char.toLowerCase()
    })
    .join('')
}
