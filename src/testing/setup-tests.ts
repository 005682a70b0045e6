// Where there is a DOM: its matchers (toBeInTheDocument and the rest), and room for a slow
// machine in findBy* and waitFor (a passing test waits no longer for it): 10 s, as a render in
// a transition took more than 4 s with the type check, lint and builds beside the unit tests.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 10_000 })
  // jsdom lacks the Font Loading API, which every browser the build targets has: a set of no faces.
  const noFaces = Object.assign([], { load: () => Promise.resolve([]) })
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: noFaces })
}
