import { readFileSync } from 'node:fs'

describe('boot.tsx', () => {
  it('imports nothing at once: a shared module would evaluate the app before its steps', () => {
    const source = readFileSync('src/app/boot.tsx', 'utf8')
    const staticImports = [...source.matchAll(/^import\s.*?['"]([^'"]+)['"]/gms)].map(
      (match) => match[1],
    )
    expect(staticImports).toEqual([])
  })
})
