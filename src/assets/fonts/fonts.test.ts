import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { SPANISH_CHARACTERS, unicodeRange } from '../../../scripts/build/spanish-characters.mjs'
import { bodyFont, headingFont } from '../../config/fonts'

const FONTS_DIR = import.meta.dirname
const SRC_DIR = join(FONTS_DIR, '..', '..')
const css = readFileSync(join(FONTS_DIR, 'fonts.css'), 'utf8')
const allFaces = css.match(/@font-face\s*{[^}]*}/g) ?? []
/** The web fonts' faces; the others are their stand-ins, from the device's fonts. */
const faces = allFaces.filter((face) => face.includes("url('./"))
/** The stand-ins: a device font each, under a name of its own ('Poppins Roboto' and the like). */
const standIns = allFaces.filter((face) => face.includes("src: local('"))
const familyOf = (face: string) => /font-family: '([^']+)'/.exec(face)?.[1]

/** A font file's ascent, descent and line gap (its hhea table), in percent of its em. */
async function lineMetricsOf(fontFile: string) {
  const sfnt = Buffer.from(await convert(readFileSync(join(FONTS_DIR, fontFile)), 'sfnt'))
  const tables = sfnt.readUInt16BE(4)
  const offsetOf = (tag: string) => {
    for (let index = 0; index < tables; index++) {
      const record = 12 + index * 16
      if (sfnt.toString('ascii', record, record + 4) === tag) return sfnt.readUInt32BE(record + 8)
    }
    throw new Error(`${fontFile} has no ${tag} table`)
  }
  const unitsPerEm = sfnt.readUInt16BE(offsetOf('head') + 18)
  const hhea = offsetOf('hhea')
  const ofEm = (units: number) => units / unitsPerEm
  return {
    ascent: ofEm(sfnt.readInt16BE(hhea + 4)),
    descent: ofEm(-sfnt.readInt16BE(hhea + 6)),
    lineGap: ofEm(sfnt.readInt16BE(hhea + 8)),
  }
}

/** A fraction of the em as the CSS writes it: a percentage with one decimal. */
const percent = (fraction: number) => `${String(Math.round(fraction * 1000) / 10)}%`

/** The text of every source file that is not a test: where the site's Spanish texts live. */
function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceTexts(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : []
  })
}

async function charactersOf(fontFile: string): Promise<Set<number>> {
  const sfnt = await convert(readFileSync(join(FONTS_DIR, fontFile)), 'sfnt')
  return new Set(new Face(new Blob(sfnt)).collectUnicodes())
}

describe('web fonts cut down to Spanish', () => {
  it('carry every character the site writes', () => {
    const written = new Set(
      [...sourceTexts(SRC_DIR), readFileSync(join(SRC_DIR, '..', 'index.html'), 'utf8')]
        .join('')
        .replace(/[\n\r\t]/g, ''),
    )
    const missing = [...written].filter((character) => !SPANISH_CHARACTERS.includes(character))
    expect(missing).toEqual([])
  })

  it('declare four faces, each swapped in and limited to those characters', () => {
    expect(faces).toHaveLength(4)
    for (const face of faces) {
      expect(face).toContain('font-display: swap;')
      expect(face.replace(/\s+/g, ' ')).toContain(
        `unicode-range: ${unicodeRange(SPANISH_CHARACTERS)};`,
      )
    }
  })

  // The app's start waits for the faces declared with `swap` alone (lib/startup/fonts-loaded.ts).
  it('declare no stand-in with font-display, so the app never waits on a device font', () => {
    expect(standIns.length).toBeGreaterThan(0)
    for (const face of standIns) expect(face).not.toContain('font-display')
  })

  it.each(faces.map((face) => /url\('\.\/([^']+)'\)/.exec(face)?.[1] ?? 'a face without a url'))(
    '%s has a glyph for every one of them and for nothing else',
    async (fontFile) => {
      const inFont = await charactersOf(fontFile)
      const wanted = new Set([...SPANISH_CHARACTERS].map((character) => character.codePointAt(0)))
      expect([...wanted].filter((codePoint) => !inFont.has(codePoint ?? -1))).toEqual([])
      expect([...inFont].filter((codePoint) => !wanted.has(codePoint))).toEqual([])
    },
  )

  it.each([
    ['Abril Fatface', 'abril-fatface-400-es.woff2', 4],
    ['Poppins', 'poppins-400-es.woff2', 9],
  ])(
    "give each of %s's stand-ins its ascent, descent and line gap, at about its width",
    async (webFont, fontFile, count) => {
      const { ascent, descent, lineGap } = await lineMetricsOf(fontFile)
      const own = standIns.filter((face) => familyOf(face)?.startsWith(`${webFont} `))
      expect(own).toHaveLength(count)
      for (const face of own) {
        const sizeAdjust = Number(/size-adjust: ([\d.]+)%;/.exec(face)?.[1]) / 100
        // No device font is off by more than a fifth.
        expect(sizeAdjust).toBeGreaterThan(0.8)
        expect(sizeAdjust).toBeLessThan(1.2)
        // The overrides apply to the adjusted size: they are the font's own, divided by it.
        expect(face).toContain(`ascent-override: ${percent(ascent / sizeAdjust)};`)
        expect(face).toContain(`descent-override: ${percent(descent / sizeAdjust)};`)
        expect(face).toContain(`line-gap-override: ${percent(lineGap / sizeAdjust)};`)
      }
    },
  )

  it.each([
    ['Abril Fatface', headingFont],
    ['Poppins', bodyFont],
  ])('name the stand-ins of %s in its font stack, right after it', (webFont, stack) => {
    const families = stack.split(', ').map((name) => name.replaceAll('"', ''))
    const own = [
      ...new Set(standIns.map(familyOf).filter((family) => family?.startsWith(`${webFont} `))),
    ]
    expect(families.slice(0, own.length + 1)).toEqual([webFont, ...own])
  })

  it('writes unicode ranges as runs of code points', () => {
    expect(unicodeRange('cab€')).toBe('U+0061-0063, U+20AC')
  })
})
