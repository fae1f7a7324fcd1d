/**
 * The tests' pseudo-language, en-XA (docs/decisions/029-languages-with-lingui.md): each message
 * of the English catalogue wrapped in ⟦ ⟧ and every Latin letter accented, its ICU arguments,
 * plural keys and tags kept as they are. A screen in it shows no plain English word unless a
 * text skipped translation (tests/e2e/languages.test.ts looks for one).
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ']

const accent = (text: string) =>
  text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)]!)

export function pseudoMessage(message: string): string {
  return `⟦${pseudoPart(message, 0, false).text}⟧`
}

/**
 * Text up to the `}` that closes the part starting at `start` (or the end), accented, with every
 * `{argument}` copied and a plural's or select's cases walked into; `#` and `<0>` tags kept.
 */
function pseudoPart(message: string, start: number, inPlural: boolean) {
  let text = ''
  let i = start
  while (i < message.length) {
    const char = message[i]!
    if (char === '}') break
    if (char === '{') {
      const argument = pseudoArgument(message, i)
      text += argument.text
      i = argument.end
      continue
    }
    const tag = /^<\/?\d+\/?>/.exec(message.slice(i))
    if (tag) {
      text += tag[0]
      i += tag[0].length
      continue
    }
    text += inPlural && char === '#' ? char : accent(char)
    i += 1
  }
  return { text, end: i }
}

/** `{name}`, `{n, number}` copied; `{n, plural, one {…} other {…}}` with its cases accented. */
function pseudoArgument(message: string, start: number) {
  const header = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(message.slice(start))
  if (!header) throw new Error(`Unreadable ICU argument in: ${message}`)
  let i = start + header[0].length
  let text = header[0]
  if (header[3] === '}') return { text, end: i }
  const kind = header[2]
  if (kind !== 'plural' && kind !== 'select' && kind !== 'selectordinal') {
    // A style ({n, number, percent}): copied to its closing brace.
    const close = message.indexOf('}', i)
    return { text: text + message.slice(i, close + 1), end: close + 1 }
  }
  while (i < message.length && message[i] !== '}') {
    const key = /^\s*(offset:\d+\s*)?([=\w]+)\s*\{/.exec(message.slice(i))
    if (!key) throw new Error(`Unreadable ICU case in: ${message}`)
    text += key[0]
    const inner = pseudoPart(message, i + key[0].length, kind !== 'select')
    text += `${inner.text}}`
    i = inner.end + 1
    const space = /^\s*/.exec(message.slice(i))![0]
    text += space
    i += space.length
  }
  return { text: `${text}}`, end: i + 1 }
}
