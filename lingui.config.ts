import { readdirSync } from 'node:fs'
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The message catalogues (docs/decisions/029-languages-with-lingui.md), one .po file per part and
 * language in src/shared/locales/<part>/, extracted from the code by `npm run i18n:extract`
 * (which also writes the tests' pseudo-language, en-XA). The parts: `core` (the app's shell and
 * home: src/client outside the other screens' folders), one per folder of src/client/features
 * (loaded with that screen, src/client/lib/i18n.ts), and the server's e-mails, in
 * src/server/mail/locales (read by src/server/mail/translations.ts).
 */
const CORE_SCREENS = ['home']
const SCREENS = readdirSync('src/client/features').filter((name) => !CORE_SCREENS.includes(name))
const NOT_MESSAGES = ['**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  locales: ['en', 'de', 'es', 'fr', 'pt-BR', 'en-XA'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/shared/locales/core/{locale}',
      include: ['<rootDir>/src/client'],
      exclude: [
        ...NOT_MESSAGES,
        // A folder is left out with everything under it only by its /** (glob).
        ...SCREENS.map((name) => `<rootDir>/src/client/features/${name}/**`),
      ],
    },
    ...SCREENS.map((name) => ({
      path: `<rootDir>/src/shared/locales/${name}/{locale}`,
      include: [`<rootDir>/src/client/features/${name}`],
      exclude: NOT_MESSAGES,
    })),
    {
      path: '<rootDir>/src/server/mail/locales/{locale}',
      include: ['<rootDir>/src/server/mail'],
      exclude: NOT_MESSAGES,
    },
  ],
  // Origins without line numbers: a moved line changes no catalogue (fewer merge conflicts).
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
