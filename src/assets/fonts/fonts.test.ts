import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { SPANISH_CHARACTERS, unicodeRange } from '../../../scripts/build/spanish-characters.mjs'

const FONTS_DIR = import.meta.dirname
const SRC_DIR = join(FONTS_DIR, '..', '..')
const css = readFileSync(join(FONTS_DIR, 'fonts.css'), 'utf8')
const allFaces = css.match(/@font-face\s*{[^}]*}/g) ?? []
/** The web fonts' faces; the other one is the headings' stand-in, from the device's fonts. */
const faces = allFaces.filter((face) => face.includes("url('./"))
const headingFallback = allFaces.find((face) => face.includes("'Abril Fatface Fallback'")) ?? ''

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
  const percent = (units: number) => `${String(Math.round((units / unitsPerEm) * 1000) / 10)}%`
  return {
    ascent: percent(sfnt.readInt16BE(hhea + 4)),
    descent: percent(-sfnt.readInt16BE(hhea + 6)),
    lineGap: percent(sfnt.readInt16BE(hhea + 8)),
  }
}

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

  it.each(faces.map((face) => /url\('\.\/([^']+)'\)/.exec(face)?.[1] ?? 'a face without a url'))(
    '%s has a glyph for every one of them and for nothing else',
    async (fontFile) => {
      const inFont = await charactersOf(fontFile)
      const wanted = new Set([...SPANISH_CHARACTERS].map((character) => character.codePointAt(0)))
      expect([...wanted].filter((codePoint) => !inFont.has(codePoint ?? -1))).toEqual([])
      expect([...inFont].filter((codePoint) => !wanted.has(codePoint))).toEqual([])
    },
  )

  it("give the headings' stand-in Abril Fatface's own ascent, descent and line gap", async () => {
    const { ascent, descent, lineGap } = await lineMetricsOf('abril-fatface-400-es.woff2')
    expect(headingFallback).toContain(`ascent-override: ${ascent};`)
    expect(headingFallback).toContain(`descent-override: ${descent};`)
    expect(headingFallback).toContain(`line-gap-override: ${lineGap};`)
    expect(headingFallback).toMatch(/src: local\('Georgia'\)/)
  })

  it('writes unicode ranges as runs of code points', () => {
    expect(unicodeRange('cab€')).toBe('U+0061-0063, U+20AC')
  })
})
