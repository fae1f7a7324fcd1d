import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Lingui's macros (`t`, `plural`, `msg`, `<Trans>`, `useLingui` from `@lingui/*\/macro`) compiled
 * away before Vite's own transform (docs/decisions/029-languages-with-lingui.md). @vitejs/plugin-react 6
 * runs no Babel, and @rolldown/plugin-babel needs Node 22: this runs Babel with only Lingui's
 * plugin, only on the files that import a macro, keeping their TypeScript and JSX for oxc.
 * A production build keeps only the message ids; the texts come from the language's catalogue.
 */
export function linguiMacro(): Plugin {
  let production = false
  return {
    name: 'ironlog-lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction
    },
    transform: {
      // Checked by the bundler itself: the other modules never reach this plugin.
      filter: {
        id: { include: /\.[cm]?[jt]sx?$/, exclude: /\/node_modules\// },
        code: /from ['"]@lingui\/(core|react)\/macro['"]/,
      },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: production }]],
        })
        return result?.code ? { code: result.code, map: result.map } : null
      },
    },
  }
}
