import { useLingui } from '@lingui/react/macro'
import { LanguagesIcon } from 'lucide-react'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#shared/domain/languages.ts'
import { rememberLanguage, showLanguage, useLanguage } from '#client/lib/i18n.ts'

/**
 * docs/product/languages.md: the signed-out language switch (landing and sign-in pages): each language by its
 * own name, in the cookie for the next visit, in effect at once. A native select: the phone's
 * own picker, and nothing the landing page's bundle must carry (issue 7).
 */
export function LanguageSelect() {
  const { t } = useLingui()
  const language = useLanguage()
  return (
    <label className="relative inline-flex h-10 items-center rounded-md text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
      <LanguagesIcon className="pointer-events-none absolute left-2.5 size-4" aria-hidden="true" />
      <select
        aria-label={t`Language`}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value
          if (!isLanguage(chosen)) return
          rememberLanguage(chosen)
          void showLanguage(chosen)
        }}
        className="h-10 cursor-pointer appearance-none rounded-md bg-transparent pr-2 pl-8 outline-none"
      >
        {/* The pseudo-language of the tests is no choice: shown as English is. */}
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
