// Where there is a DOM: its matchers (toBeInTheDocument and the rest), and room for a slow
// machine in findBy* and waitFor (a passing test waits no longer for it).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 4000 })
}
