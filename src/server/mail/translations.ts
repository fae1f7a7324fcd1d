import { readFile } from 'node:fs/promises'
import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { DEFAULT_LANGUAGE, type Language } from '#shared/domain/languages.ts'

/*
 * The e-mails in the recipient's language (docs/product/languages.md): their messages are the catalogue part
 * `mail` (lingui.config.ts), src/server/mail/locales/<language>.po, read and compiled here
 * the first time a language is mailed in (a handful of messages; the server has no build step
 * for them). Next to this module in the source, next to the bundle in dist/server/locales.
 */
const LOCALES = new URL('./locales/', import.meta.url)

const translators = new Map<Language, Promise<I18n>>()

/** Lingui for `language`'s e-mails: English where a message has no translation. */
export function mailTranslator(language: Language): Promise<I18n> {
  let translator = translators.get(language)
  if (!translator) {
    translator = Promise.all([readCatalogue(DEFAULT_LANGUAGE), readCatalogue(language)]).then(
      ([english, own]) => {
        const i18n = setupI18n().setMessagesCompiler(compileMessage)
        i18n.loadAndActivate({ locale: language, messages: { ...english, ...own } })
        return i18n
      },
    )
    translator.catch(() => translators.delete(language))
    translators.set(language, translator)
  }
  return translator
}

/** A catalogue's translated messages by id (the mail part's ids are explicit). */
async function readCatalogue(language: Language): Promise<Record<string, string>> {
  const po = PO.parse(await readFile(new URL(`${language}.po`, LOCALES), 'utf8'))
  const messages: Record<string, string> = {}
  for (const item of po.items) if (item.msgstr[0]) messages[item.msgid] = item.msgstr[0]
  return messages
}
