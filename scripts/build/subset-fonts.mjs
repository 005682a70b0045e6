#!/usr/bin/env node
/**
 * Cuts the site's web fonts (from @fontsource) down to the characters Spanish texts need and
 * writes them, with their @font-face rules, to src/assets/fonts/:
 * `node scripts/build/subset-fonts.mjs`. The files are committed; run this again only when a
 * font, a weight or SPANISH_CHARACTERS changes.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import subsetFont from 'subset-font'
import { SPANISH_CHARACTERS, unicodeRange } from './spanish-characters.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = join(root, 'src', 'assets', 'fonts')
const require = createRequire(import.meta.url)

/** Every face the site uses: Poppins for text, Abril Fatface for headings. */
const FACES = [
  { family: 'Poppins', weight: 400 },
  { family: 'Poppins', weight: 600 },
  { family: 'Poppins', weight: 700 },
  { family: 'Abril Fatface', weight: 400 },
]

/** The name src/config/fonts.ts gives the headings' stand-in (below). */
const HEADING_FALLBACK = 'Abril Fatface Fallback'

const slug = (/** @type {string} */ family) => family.toLowerCase().replaceAll(' ', '-')
const fileName = (/** @type {(typeof FACES)[number]} */ face) =>
  `${slug(face.family)}-${face.weight}-es.woff2`
/** The @fontsource file a face is cut from: its Latin subset. */
const sourceOf = (/** @type {(typeof FACES)[number]} */ face) =>
  `@fontsource/${slug(face.family)}/files/${slug(face.family)}-latin-${face.weight}-normal.woff2`

const rules = []
for (const face of FACES) {
  const font = await subsetFont(
    await readFile(require.resolve(sourceOf(face))),
    SPANISH_CHARACTERS,
    {
      targetFormat: 'woff2',
    },
  )
  await writeFile(join(outDir, fileName(face)), font)
  rules.push(`@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weight};
  font-display: swap;
  src: url('./${fileName(face)}') format('woff2');
  unicode-range: ${unicodeRange(SPANISH_CHARACTERS)};
}`)
  console.log(`${fileName(face)}: ${font.length} bytes`)
}

/**
 * The headings' stand-in while Abril Fatface loads: the device's own serif, given Abril
 * Fatface's ascent and descent (its hhea metrics, per 1,000 units), so that the swap moves no
 * heading up or down. fonts.test.ts checks the figures against the font file.
 */
rules.push(`@font-face {
  font-family: '${HEADING_FALLBACK}';
  src: local('Georgia'), local('Times New Roman'), local('Noto Serif'), local('DejaVu Serif');
  ascent-override: 105.8%;
  descent-override: 29.1%;
  line-gap-override: 0%;
}`)

const css = `/* Written by scripts/build/subset-fonts.mjs: the web fonts, cut down to Spanish. */
${rules.join('\n\n')}`
const cssFile = join(outDir, 'fonts.css')
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), parser: 'css' }))
