import { INSTRUCTIONS } from '#shared/data/instructions.ts'
import { languageData, useLanguageData } from '#client/lib/language-data.ts'

/*
 * How to do a catalogue exercise in the language shown (docs/product/languages.md): English is
 * the source, in this page's chunk; each other language's steps are a chunk of their own,
 * fetched only by this page and only in the active language.
 */
type Steps = Readonly<Record<string, readonly string[]>>
const TRANSLATED = languageData<Steps>({
  de: () => import('#shared/data/instructions/de.ts').then((module) => module.INSTRUCTIONS),
  es: () => import('#shared/data/instructions/es.ts').then((module) => module.INSTRUCTIONS),
  fr: () => import('#shared/data/instructions/fr.ts').then((module) => module.INSTRUCTIONS),
  'pt-BR': () => import('#shared/data/instructions/pt-BR.ts').then((module) => module.INSTRUCTIONS),
})

/**
 * A catalogue entry's steps in the language shown: undefined while its chunk loads (never the
 * English in its place), null when the entry has none.
 */
export function useInstructions(key: string): readonly string[] | null | undefined {
  const translated = useLanguageData(TRANSLATED)
  if (translated === undefined) return undefined
  return (translated ?? INSTRUCTIONS)[key] ?? null
}
