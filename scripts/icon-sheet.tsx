/**
 * Renders every workout icon at 24 and 48 px in the dark and the light theme to
 * .screenshots/icons.png, for a person to look at after changing an icon:
 * `npx tsx scripts/icon-sheet.tsx`.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { chromium } from 'playwright-core'
import { ICON_CATALOGUE } from '#shared/domain/icons.ts'
import { WorkoutIcon } from '#client/components/workout-icon.tsx'

const THEMES = {
  dark: { background: '#17181c', color: '#f2f2f4', accent: '#ff8a3d' },
  light: { background: '#ffffff', color: '#1f2024', accent: '#e8590c' },
}

function Sheet({ theme }: { theme: keyof typeof THEMES }) {
  const { background, color, accent } = THEMES[theme]
  return (
    <section style={{ background, color, padding: 16, fontFamily: 'sans-serif', fontSize: 10 }}>
      {[24, 48].map((size) => (
        <div
          key={size}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(11, 88px)',
            gap: 8,
            marginBottom: 16,
          }}
        >
          {ICON_CATALOGUE.map((icon) => (
            <figure
              key={icon.key}
              style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}
            >
              <WorkoutIcon icon={icon.key} width={size} height={size} />
              {size === 24 && (
                <WorkoutIcon icon={icon.key} width={size} height={size} color={accent} />
              )}
              <figcaption>{icon.key}</figcaption>
            </figure>
          ))}
        </div>
      ))}
    </section>
  )
}

const html = renderToStaticMarkup(
  <body style={{ margin: 0 }}>
    <Sheet theme="dark" />
    <Sheet theme="light" />
  </body>,
)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 1100, height: 600 } })
await page.setContent(`<!doctype html><html>${html}</html>`)
await page.screenshot({ path: '.screenshots/icons.png', fullPage: true })
await browser.close()
console.log('Wrote .screenshots/icons.png')
