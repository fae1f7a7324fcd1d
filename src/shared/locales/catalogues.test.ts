import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { pseudoMessage } from '../../../scripts/pseudo-language.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, PSEUDO_LANGUAGE } from '../domain/languages.ts'

/*
 * docs/product/languages.md: every message in every language. Each catalogue part (lingui.config.ts) holds
 * the same messages in each language, each translated, with the English message's arguments,
 * plural cases and tags; the pseudo-language is the English one wrapped and accented (a text
 * added without `npm run i18n:extract` and translations fails here or in languages.test.ts).
 */
const FOLDERS = [
  ...readdirSync('src/shared/locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('src/shared/locales', entry.name)),
  'src/server/mail/locales',
]

type Entry = { id: string; message: string }
function read(folder: string, language: string): Entry[] {
  const po = PO.parse(readFileSync(path.join(folder, `${language}.po`), 'utf8'))
  return po.items.map((item) => ({
    id: `${item.msgctxt ?? ''}\u0004${item.msgid}`,
    message: item.msgstr[0] ?? '',
  }))
}

/** What a translation must keep of its message: `{argument}` names, plural cases, `<0>` tags. */
function skeleton(message: string): string[] {
  // A plural's case ('one {workout}') is no argument: its words are the language's.
  const names = [
    ...message.matchAll(/(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*[,}]/g),
  ].map((match) => `{${match[1]}}`)
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0])
  const plural = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(message)
  return [...new Set([...names, ...tags])].sort().concat(plural ? ['(cases)'] : [])
}

describe.each(FOLDERS)('the catalogue %s', (folder) => {
  const english = read(folder, DEFAULT_LANGUAGE)
  const source = (entry: Entry) => entry.message || entry.id.split('\u0004')[1]!

  it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
    'has every message translated in %s, keeping its arguments',
    (language) => {
      const translated = new Map(read(folder, language).map((entry) => [entry.id, entry.message]))
      expect([...translated.keys()].sort()).toEqual(english.map((entry) => entry.id).sort())
      const untranslated = english.filter((entry) => !translated.get(entry.id)?.trim())
      expect(untranslated.map(source)).toEqual([])
      for (const entry of english) {
        expect(skeleton(translated.get(entry.id)!), source(entry)).toEqual(skeleton(source(entry)))
      }
    },
  )

  it('has the pseudo-language written from the English messages (npm run i18n:extract)', () => {
    const pseudo = new Map(read(folder, PSEUDO_LANGUAGE).map((entry) => [entry.id, entry.message]))
    for (const entry of english) {
      expect(pseudo.get(entry.id), source(entry)).toBe(pseudoMessage(source(entry)))
    }
    expect(pseudo.size).toBe(english.length)
  })
})
