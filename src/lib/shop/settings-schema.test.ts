// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DAYS, LIMITS, SETTINGS_FIELDS, SOCIAL_NETWORKS } from './settings-schema'

// The security rules hold the only check the server makes on the settings document: they must
// name exactly the fields the schema lists, no more and no fewer, with the same limits.

const RULES = readFileSync(join(import.meta.dirname, '..', '..', '..', 'firestore.rules'), 'utf8')

/** The body of a rules function, from its signature to the next function. */
function functionBody(name: string): string {
  const start = RULES.indexOf(`function ${name}(`)
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`)
  const next = RULES.indexOf('function ', start + 1)
  return RULES.slice(start, next < 0 ? undefined : next)
}

/** The quoted names in the first `[...]` list after `after` in `text`. */
function namesAfter(text: string, after: string): string[] {
  const from = text.indexOf(after)
  if (from < 0) throw new Error(`"${after}" not found`)
  const list = /\[([^\]]*)\]/.exec(text.slice(from))?.[1] ?? ''
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '')
}

const sorted = (names: readonly string[]) => [...names].sort()
const fieldsOf = (kind: string) =>
  SETTINGS_FIELDS.filter((field) => field.kind === kind).map((field) => field.name)

describe('the settings rules against the schema', () => {
  it('the ajustes match checks its documents with isShopSettings', () => {
    const match = RULES.slice(RULES.indexOf('match /ajustes/{ajuste}'))
    expect(match.slice(0, match.indexOf('\n    }'))).toMatch(
      /allow create:[^;]*isShopSettings\(request\.resource\.data\)[\s\S]*allow update:[^;]*isShopSettings\(request\.resource\.data\)/,
    )
  })

  it('the document has exactly the schema fields, and its version', () => {
    const names = namesAfter(functionBody('isShopSettings'), 'hasExactly(data,')
    expect(sorted(names)).toEqual(sorted([...SETTINGS_FIELDS.map(({ name }) => name), 'version']))
  })

  it('each field is checked by the rules', () => {
    const body = functionBody('isShopSettings')
    for (const { name } of SETTINGS_FIELDS) expect(body).toContain(`data.${name}`)
  })

  it('the networks, the days and the notice have exactly the schema keys', () => {
    expect(fieldsOf('links')).toEqual(['redes'])
    expect(fieldsOf('week')).toEqual(['horario'])
    expect(fieldsOf('notice')).toEqual(['anuncio'])
    expect(sorted(namesAfter(functionBody('isSocialLinks'), 'hasExactly(redes,'))).toEqual(
      sorted(SOCIAL_NETWORKS.map(({ key }) => key)),
    )
    expect(namesAfter(functionBody('isWeek'), 'let days =')).toEqual(DAYS.map(({ key }) => key))
    expect(namesAfter(functionBody('isShopSettings'), 'hasExactly(data.anuncio,')).toEqual([
      'texto',
      'hasta',
    ])
  })

  it('the text limits are the rules limits', () => {
    const body = functionBody('isShopSettings')
    for (const field of SETTINGS_FIELDS) {
      if (field.kind !== 'text' || !('max' in field) || field.max === LIMITS.url) continue
      expect(body).toMatch(
        new RegExp(`isStringOfSize\\(data\\.${field.name}, \\d+, ${String(field.max)}\\)`),
      )
    }
    expect(functionBody('isHttpsUrlOrEmpty')).toContain(`value.size() <= ${String(LIMITS.url)}`)
    expect(functionBody('isSpecialDays')).toContain(
      `especiales.size() <= ${String(LIMITS.especiales)}`,
    )
    expect(body).toContain(`isStringOfSize(data.anuncio.texto, 0, ${String(LIMITS.anuncio)})`)
  })
})
