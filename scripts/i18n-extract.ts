import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { pseudoMessage } from './pseudo-language.ts'

/**
 * `npm run i18n:extract` (docs/decisions/029-languages-with-lingui.md): Lingui gathers every
 * message of the code into its catalogues (lingui.config.ts: new ones untranslated, gone ones
 * dropped), then the tests' pseudo-language is written from the English ones.
 */
const LOCALES = 'src/shared/locales'
const FOLDERS = [
  ...readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(LOCALES, entry.name)),
  'src/server/mail/locales',
]

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' })

for (const dir of FOLDERS) {
  const english = PO.parse(readFileSync(`${dir}/en.po`, 'utf8'))
  const source = new Map(english.items.map((item) => [key(item), item.msgstr[0] || item.msgid]))
  const pseudo = PO.parse(readFileSync(`${dir}/en-XA.po`, 'utf8'))
  for (const item of pseudo.items) {
    item.msgstr = [pseudoMessage(source.get(key(item)) ?? item.msgid)]
  }
  writeFileSync(`${dir}/en-XA.po`, pseudo.toString() + '\n')
  // The extraction's date would change every catalogue on every run: a merge conflict each time.
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(`${dir}/${file}`, 'utf8')
    writeFileSync(`${dir}/${file}`, text.replace(/^"POT-Creation-Date: .*\n/m, ''))
  }
}

function key(item: { msgctxt?: string | null; msgid: string }) {
  return `${item.msgctxt ?? ''}\u0004${item.msgid}`
}
