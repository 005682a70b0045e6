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
 * The headings' stand-ins while Abril Fatface loads: each device serif it may find, drawn at
 * Abril Fatface's width and given its ascent and descent, so that the swap moves no heading
 * sideways, up or down. Widths measured in Chromium on the pages' main headings, against each
 * font or its metric twin (Gelasio for Georgia, Tinos for Times New Roman): their average, and
 * for DejaVu Serif (0.88–0.91 by heading) that of the centred ones, which a width moves most.
 * The names are those of src/config/fonts.ts, in its order; fonts.test.ts checks both and the
 * line metrics.
 */
const HEADING_STAND_INS = [
  { family: 'Abril Fatface Georgia', local: 'Georgia', sizeAdjust: 1.031 },
  { family: 'Abril Fatface Times', local: 'Times New Roman', sizeAdjust: 1.129 },
  { family: 'Abril Fatface Noto', local: 'Noto Serif', sizeAdjust: 0.959 },
  { family: 'Abril Fatface DejaVu', local: 'DejaVu Serif', sizeAdjust: 0.905 },
]
/** Abril Fatface's ascent, descent and line gap (its hhea table), per 1,000 units. */
const HEADING_LINE_METRICS = { ascent: 1058, descent: 291, lineGap: 0 }

for (const { family, local, sizeAdjust } of HEADING_STAND_INS) {
  // An override applies to the stand-in's adjusted size (CSS Fonts 5): the font's own, divided.
  const override = (/** @type {number} */ units) =>
    `${String(Math.round(units / sizeAdjust) / 10)}%`
  rules.push(`@font-face {
  font-family: '${family}';
  src: local('${local}');
  size-adjust: ${String(Math.round(sizeAdjust * 1000) / 10)}%;
  ascent-override: ${override(HEADING_LINE_METRICS.ascent)};
  descent-override: ${override(HEADING_LINE_METRICS.descent)};
  line-gap-override: ${override(HEADING_LINE_METRICS.lineGap)};
}`)
}

const css = `/* Written by scripts/build/subset-fonts.mjs: the web fonts, cut down to Spanish. */
${rules.join('\n\n')}`
const cssFile = join(outDir, 'fonts.css')
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), parser: 'css' }))
