// One line per check, for the deploy's preflight and the live check alike: PASS, WARN (said, but
// it stops nothing) or FAIL (stops the deploy; fails the live check), with what to do.

/**
 * @typedef {'PASS' | 'WARN' | 'FAIL'} Status
 * @typedef {{ status: Status, text: string }} Finding
 */

/** @param {string} text @returns {Finding} */
export const pass = (text) => ({ status: 'PASS', text })
/** @param {string} text @returns {Finding} */
export const warn = (text) => ({ status: 'WARN', text })
/** @param {string} text @returns {Finding} */
export const fail = (text) => ({ status: 'FAIL', text })

/** @param {Finding} finding */
export const findingLine = ({ status, text }) => `${status}  ${text}`

/** @param {readonly Finding[]} findings */
export const failures = (findings) => findings.filter((finding) => finding.status === 'FAIL')

/**
 * The lines of a tally: "12 passed, 1 warning, 2 failed".
 * @param {readonly Finding[]} findings
 */
export function tally(findings) {
  const count = (/** @type {Status} */ status) =>
    findings.filter((finding) => finding.status === status).length
  const warnings = count('WARN')
  return [
    `${count('PASS')} passed`,
    ...(warnings > 0 ? [`${warnings} warning${warnings === 1 ? '' : 's'}`] : []),
    `${count('FAIL')} failed`,
  ].join(', ')
}
