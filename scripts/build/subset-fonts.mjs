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

/** A font's ascent, descent and line gap (its hhea table), per 1,000 units. */
const ABRIL_FATFACE_LINES = { ascent: 1058, descent: 291, lineGap: 0 }
const POPPINS_LINES = { ascent: 1050, descent: 350, lineGap: 100 }

/**
 * The stand-ins while the web fonts load: each font a device may have, drawn at the web font's
 * width and given its ascent, descent and line gap, so that the swap moves no text sideways, up
 * or down. Widths measured in Chromium against each font or its metric twin (Gelasio for
 * Georgia, Tinos for Times New Roman, Arimo for Arial): for the headings, on the pages' main
 * headings (their average; for DejaVu Serif, 0.88–0.91 by heading, that of the centred ones,
 * which a width moves most); for the text, on the built pages' text, each weight against the
 * device font's regular or bold. The families are those of src/config/fonts.ts, in its order;
 * fonts.test.ts checks both and the line metrics.
 */
const heading = (
  /** @type {string} */ family,
  /** @type {string} */ local,
  /** @type {number} */ sizeAdjust,
) => ({ family, local, sizeAdjust, weight: 400, lines: ABRIL_FATFACE_LINES })
/** Poppins' regular, semibold and bold, each drawn with the device font's regular or bold. */
const text = (
  /** @type {string} */ family,
  /** @type {[string, string]} */ [regular, bold],
  /** @type {[number, number, number]} */ [regularSize, semiboldSize, boldSize],
) =>
  [
    { weight: 400, local: regular, sizeAdjust: regularSize },
    { weight: 600, local: bold, sizeAdjust: semiboldSize },
    { weight: 700, local: bold, sizeAdjust: boldSize },
  ].map((face) => ({ family, ...face, lines: POPPINS_LINES }))

const STAND_INS = [
  heading('Abril Fatface Georgia', 'Georgia', 1.031),
  heading('Abril Fatface Times', 'Times New Roman', 1.129),
  heading('Abril Fatface Noto', 'Noto Serif', 0.959),
  heading('Abril Fatface DejaVu', 'DejaVu Serif', 0.905),
  ...text('Poppins Roboto', ['Roboto', 'Roboto Bold'], [1.132, 1.134, 1.141]),
  ...text('Poppins Arial', ['Arial', 'Arial Bold'], [1.124, 1.063, 1.07]),
  ...text('Poppins DejaVu', ['DejaVu Sans', 'DejaVu Sans Bold'], [0.996, 0.896, 0.902]),
]

for (const { family, local, sizeAdjust, weight, lines } of STAND_INS) {
  // An override applies to the stand-in's adjusted size (CSS Fonts 5): the font's own, divided.
  const override = (/** @type {number} */ units) =>
    `${String(Math.round(units / sizeAdjust) / 10)}%`
  rules.push(`@font-face {
  font-family: '${family}';
  font-weight: ${String(weight)};
  src: local('${local}');
  size-adjust: ${String(Math.round(sizeAdjust * 1000) / 10)}%;
  ascent-override: ${override(lines.ascent)};
  descent-override: ${override(lines.descent)};
  line-gap-override: ${override(lines.lineGap)};
}`)
}

const css = `/* Written by scripts/build/subset-fonts.mjs: the web fonts, cut down to Spanish. */
${rules.join('\n\n')}`
const cssFile = join(outDir, 'fonts.css')
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), parser: 'css' }))
