import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DAYS,
  LIMITS,
  SETTINGS_FIELDS,
  SOCIAL_NETWORKS,
  TEXT_FIELDS,
  type TextSettingsField,
} from './settings-schema'

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

/** A string literal of the rules ('...', with \\ for \) as its value. */
const literal = (quoted: string) => quoted.replaceAll('\\\\', '\\')

/** The pattern a rules function without arguments returns (datePattern). */
function returnedPattern(name: string): string {
  const quoted = /return '([^']*)'/.exec(functionBody(name))?.[1]
  if (quoted === undefined) throw new Error(`${name} returns no pattern`)
  return literal(quoted)
}

/** What the rules demand of one text field: its length and the patterns it must match. */
interface RulesText {
  string: boolean
  min: number
  max: number | null
  patterns: RegExp[]
}

/** The clauses of isShopSettings about `data.<name>`, read into what they demand. */
function rulesOfText(name: string): RulesText {
  const body = functionBody('isShopSettings')
  const field = `data\\.${name}(?!\\w)`
  const rules: RulesText = { string: false, min: 0, max: null, patterns: [] }
  const full = (pattern: string) => new RegExp(`^(?:${pattern})$`)
  const size = new RegExp(`isStringOfSize\\(${field}, (\\d+), (\\d+)\\)`).exec(body)
  if (size) Object.assign(rules, { string: true, min: Number(size[1]), max: Number(size[2]) })
  if (new RegExp(`${field} is string`).test(body)) rules.string = true
  for (const [, quoted] of body.matchAll(new RegExp(`${field}\\.matches\\('([^']*)'\\)`, 'g')))
    rules.patterns.push(full(literal(quoted ?? '')))
  if (new RegExp(`isHttpsUrlOrEmpty\\(${field}\\)`).test(body)) {
    const helper = functionBody('isHttpsUrlOrEmpty')
    rules.string = true
    rules.max = Number(/value\.size\(\) <= (\d+)/.exec(helper)?.[1])
    rules.patterns.push(full(literal(/matches\('([^']*)'\)/.exec(helper)?.[1] ?? '')))
  }
  if (new RegExp(`isDateOrEmpty\\(${field}\\)`).test(body)) {
    rules.string = true
    rules.patterns.push(full(`(${returnedPattern('datePattern')})?`))
  }
  return rules
}

const rulesAccept = (rules: RulesText, value: string) =>
  value.length >= rules.min &&
  (rules.max === null || value.length <= rules.max) &&
  rules.patterns.every((pattern) => pattern.test(value))

const schemaAccepts = (field: TextSettingsField, value: string) =>
  !(field.required && value === '') &&
  (field.pattern?.test(value) ?? true) &&
  (field.max === undefined || value.length <= field.max)

/** Values of every shape the text fields take, right and wrong. */
const PROBES = [
  '',
  'si',
  'no',
  '5',
  '8',
  '12',
  '13',
  '4',
  '0500',
  '10000',
  '12345678',
  '3001234567',
  '300123456',
  '4001234567',
  '573001234567',
  '+57 300 123 4567',
  '300-123',
  'efectivo',
  'efectivo,nequi',
  'nequi,breb,daviplata',
  'efectivo,',
  'tarjeta',
  'info@tutienda.com',
  'info@tienda',
  '@tienda',
  '@ab',
  'https://maps.app.goo.gl/x',
  'http://example.com',
  'https://a b',
  '2026-05-01',
  '2026-13-01',
  '1999-01-01',
  'Heladería Colón',
  'Un cono de helado',
  'x'.repeat(59),
  'x'.repeat(60),
  'x'.repeat(61),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(120),
  'x'.repeat(121),
  `https://${'x'.repeat(292)}`,
  `https://${'x'.repeat(293)}`,
]

describe('each settings field against its rule (kinds, lengths, patterns)', () => {
  it('the rules check each field as the kind the schema gives it', () => {
    const body = functionBody('isShopSettings')
    const checks = { links: 'isSocialLinks', week: 'isWeek', dates: 'isSpecialDays' } as const
    for (const field of SETTINGS_FIELDS) {
      if (field.kind === 'text') expect(rulesOfText(field.name).string, field.name).toBe(true)
      else if (field.kind === 'notice')
        expect(body).toContain(`hasExactly(data.${field.name}, ['texto', 'hasta'])`)
      else expect(body).toContain(`${checks[field.kind]}(data.${field.name})`)
    }
  })

  it.each(TEXT_FIELDS.map((field) => [field.name, field] as const))(
    '%s: the rules take what the schema takes, and no more',
    (_name, field) => {
      const rules = rulesOfText(field.name)
      expect(rules.max, 'the longest value').toBe(field.max ?? null)
      expect(rules.min > 0 || !rulesAccept(rules, ''), 'whether it may be empty').toBe(
        !schemaAccepts(field, ''),
      )
      for (const probe of PROBES)
        expect(rulesAccept(rules, probe), `«${probe.slice(0, 20)}»`).toBe(
          schemaAccepts(field, probe),
        )
    },
  )
})
