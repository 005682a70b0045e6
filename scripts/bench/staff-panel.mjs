// The staff's panel as the bench measures it: which screens, who signs in, and when a screen
// counts as showing its figures. The product marks each part of a screen's figures once it has
// drawn them with its data (`performance.mark`, useShownMark in src/features/dashboard); the
// bench reads the marks after the traced window, so watching for them costs the page nothing.
// The measuring itself is in staff-panel-runs.mjs.

/**
 * @typedef {{ path: string, label: string, heading: string, marks: readonly string[] }} StaffScreen
 * @typedef {import('./phone-trace.mjs').PerformanceMark} PerformanceMark
 */

/**
 * The screens the staff reopen at the counter, each with the marks of all its figures.
 * @type {readonly StaffScreen[]}
 */
export const STAFF_SCREENS = [
  {
    path: '/dashboard/inicio',
    label: 'Inicio',
    heading: 'Inicio',
    // Open or closed with today's hours; the counts to review and unread; what is sold out.
    marks: ['figures:inicio-opening', 'figures:inicio-counts', 'figures:inicio-sold-out'],
  },
  {
    path: '/dashboard/hoy',
    label: 'Hoy',
    heading: 'Hoy en la carta',
    // Today's three lists (they arrive together; one is shown at a time).
    marks: ['figures:hoy-lists'],
  },
]

/**
 * The account the bench signs in with: the demo data's first admin.
 * @param {readonly { email: string, password: string, role: string }[]} users
 * @returns {{ email: string, password: string }}
 */
export function staffAccount(users) {
  const admin = users.find((user) => user.role === 'admin')
  if (!admin) throw new Error('The demo data has no admin account to sign in with')
  return { email: admin.email, password: admin.password }
}

/**
 * What the sign-in form left behind: null when the browser shows the panel, else why not.
 * @param {string} email the account tried
 * @param {string} url the page's address once the sign-in was waited for
 * @param {string | null} alert the sign-in page's error message, if it shows one
 */
export function signInProblem(email, url, alert) {
  const { pathname } = new URL(url)
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return null
  const said = alert?.trim() ? `: the page says "${alert.trim()}"` : ''
  return `Could not sign in as ${email}; the browser is at ${pathname}${said}`
}

/**
 * When the screen showed all its figures: the latest of its marks (each at its first moment),
 * in ms after the navigation; undefined while one of them is missing.
 * @param {readonly PerformanceMark[]} marks the page's performance marks
 * @param {readonly string[]} expected the screen's marks
 */
export function figuresShownAt(marks, expected) {
  let latest = -Infinity
  for (const name of expected) {
    const times = marks.filter((mark) => mark.name === name).map((mark) => mark.startTime)
    if (times.length === 0) return undefined
    latest = Math.max(latest, Math.min(...times))
  }
  return expected.length > 0 ? latest : undefined
}

/**
 * The expected marks a page did not set, for the message when a screen never showed its figures.
 * @param {readonly PerformanceMark[]} marks
 * @param {readonly string[]} expected
 */
export const missingMarks = (marks, expected) =>
  expected.filter((name) => !marks.some((mark) => mark.name === name))
