import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The lint rules that keep the layout in place (eslint.config.js, docs/architecture.md), each
 * shown failing on a planted violation: the text is linted as if it were the named file, so
 * nothing is written into the tree.
 */
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`)
}

describe('lint boundaries', () => {
  it('a feature reaches into another only through its index', async () => {
    const broken = await rulesBroken(
      'src/client/features/settings/planted.ts',
      "import { RestTimer } from '#client/features/session/timer/rest-timer.ts'\nexport const planted = RestTimer\n",
    )
    expect(broken).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only through their index\.ts/),
    ])
  })

  it('a route reaches the database only through queries/', async () => {
    const broken = await rulesBroken(
      'src/server/routes/planted.ts',
      "import { eq } from 'drizzle-orm'\nimport { users } from '#server/db/schema.ts'\nexport const planted = [eq, users]\n",
    )
    expect(broken).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*SQL lives there/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*queries\//),
    ])
  })

  it('shared imports neither client nor server', async () => {
    const broken = await rulesBroken(
      'src/shared/domain/planted.ts',
      "import { cn } from '#client/lib/cn.ts'\nexport const planted = cn\n",
    )
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths:/)])
  })

  it('no import cycles', async () => {
    // cn.ts importing the button, which imports cn.ts.
    const broken = await rulesBroken(
      'src/client/lib/cn.ts',
      "import { Button } from '#client/components/ui/button.tsx'\nexport const planted = Button\n",
    )
    expect(broken).toContainEqual(expect.stringMatching(/^import-x\/no-cycle:/))
  })

  it('the tree as it is breaks none of them', async () => {
    const broken = await rulesBroken(
      'src/client/features/settings/planted.ts',
      "import { formatRest } from '#shared/domain/rest.ts'\nexport const planted = formatRest\n",
    )
    expect(broken).toEqual([])
  })
})
