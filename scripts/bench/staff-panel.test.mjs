import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '../seed/seed.mjs'
import {
  figuresShownAt,
  missingMarks,
  signInProblem,
  staffAccount,
  STAFF_SCREENS,
} from './staff-panel.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Every source file of the staff's panel, as text. */
function dashboardSources() {
  const dir = path.join(root, 'src/features/dashboard')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
}

describe("the staff measure's sign-in", () => {
  it("signs in with the demo data's admin, not its customer", () => {
    expect(staffAccount(DEMO_USERS)).toEqual({
      email: 'admin@example.com',
      password: 'demo-admin-123',
    })
    const customerFirst = [
      { email: 'c@example.com', password: 'c', role: 'cliente' },
      { email: 'a@example.com', password: 'a', role: 'admin' },
    ]
    expect(staffAccount(customerFirst).email).toBe('a@example.com')
  })

  it('stops clearly when the demo data has no admin', () => {
    expect(() =>
      staffAccount([{ email: 'c@example.com', password: 'c', role: 'cliente' }]),
    ).toThrow('The demo data has no admin account to sign in with')
  })

  it('counts as signed in only once the browser shows the panel', () => {
    const email = 'admin@example.com'
    expect(signInProblem(email, 'http://127.0.0.1:5000/dashboard/comidas', null)).toBeNull()
    expect(signInProblem(email, 'http://127.0.0.1:5000/dashboard', null)).toBeNull()
    expect(signInProblem(email, 'http://127.0.0.1:5000/dashboards', null)).toBe(
      'Could not sign in as admin@example.com; the browser is at /dashboards',
    )
    expect(
      signInProblem(
        email,
        'http://127.0.0.1:5000/login',
        ' Correo electrónico o contraseña incorrectos ',
      ),
    ).toBe(
      'Could not sign in as admin@example.com; the browser is at /login: the page says ' +
        '"Correo electrónico o contraseña incorrectos"',
    )
  })
})

describe("the staff measure's marker", () => {
  const inicio = STAFF_SCREENS.find((screen) => screen.path === '/dashboard/inicio')
  const marks = inicio?.marks ?? []

  it('waits for every figure of a screen: the latest of its marks', () => {
    const shown = [
      { name: 'figures:inicio-counts', startTime: 1400 },
      { name: 'figures:inicio-opening', startTime: 900 },
      { name: 'other', startTime: 5000 },
      { name: 'figures:inicio-sold-out', startTime: 2050 },
    ]
    expect(figuresShownAt(shown, marks)).toBe(2050)
  })

  it("takes each mark's first moment: a redraw later does not move it", () => {
    const shown = [
      { name: 'figures:hoy-lists', startTime: 1800 },
      { name: 'figures:hoy-lists', startTime: 6200 },
    ]
    expect(figuresShownAt(shown, ['figures:hoy-lists'])).toBe(1800)
  })

  it('has no time while one figure is missing, and names it', () => {
    const shown = [
      { name: 'figures:inicio-counts', startTime: 1400 },
      { name: 'figures:inicio-opening', startTime: 900 },
    ]
    expect(figuresShownAt(shown, marks)).toBeUndefined()
    expect(missingMarks(shown, marks)).toEqual(['figures:inicio-sold-out'])
    expect(figuresShownAt(shown, [])).toBeUndefined()
  })

  it("measures Inicio and Hoy, each by marks the panel's code sets", () => {
    expect(STAFF_SCREENS.map((screen) => screen.path)).toEqual([
      '/dashboard/inicio',
      '/dashboard/hoy',
    ])
    const sources = dashboardSources().join('\n')
    for (const screen of STAFF_SCREENS) {
      expect(screen.marks.length).toBeGreaterThan(0)
      for (const name of screen.marks) expect(sources).toContain(`useShownMark('${name}'`)
    }
  })
})
