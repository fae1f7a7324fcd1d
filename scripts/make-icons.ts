/**
 * Renders the app's PNG icons (web app manifest, apple touch icon) from SVG in Chromium, so
 * they are drawn exactly like public/favicon.svg: `npx tsx scripts/make-icons.ts`. The PNGs
 * are committed; run this again only when the mark changes.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

const ORANGE = '#f07a2a'
const INK = '#1b1410'

/** The dumbbell of favicon.svg, drawn in a 32-unit square. */
const DUMBBELL = `<g fill="${INK}"><rect x="5" y="11" width="4" height="10" rx="1.5"/><rect x="23" y="11" width="4" height="10" rx="1.5"/><rect x="9" y="13" width="3" height="6" rx="1"/><rect x="20" y="13" width="3" height="6" rx="1"/><rect x="12" y="15" width="8" height="2"/></g>`

/** `rounded`: the favicon's rounded tile; else full-bleed (maskable, iOS rounds its own). */
function svg(rounded: boolean, scale: number) {
  const offset = 16 - 16 * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%"><rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${ORANGE}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${DUMBBELL}</g></svg>`
}

const ICONS = [
  // "any": the favicon's tile.
  { file: 'icon-192.png', size: 192, svg: svg(true, 1) },
  { file: 'icon-512.png', size: 512, svg: svg(true, 1) },
  // Maskable: full bleed, the mark inside the safe zone (the middle 80 % circle).
  { file: 'icon-maskable-512.png', size: 512, svg: svg(false, 0.75) },
  // iOS: opaque and square; the home screen rounds the corners.
  { file: 'apple-touch-icon.png', size: 180, svg: svg(false, 0.85) },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`,
  )
  const png = await page.screenshot({ omitBackground: true, type: 'png' })
  writeFileSync(`public/icons/${icon.file}`, png)
  await page.close()
}
await browser.close()
console.log(`Wrote ${ICONS.map((icon) => icon.file).join(', ')} to public/icons/`)
