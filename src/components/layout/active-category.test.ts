import { activeCategory } from './active-category'

describe('activeCategory', () => {
  it.each([
    ['/', 'comidas'],
    ['/comidas', 'comidas'],
    ['/helados', 'helados'],
    ['/bebidas/', 'bebidas'],
    ['/no-existe', 'comidas'],
  ])('%s highlights %s', (path, tab) => {
    expect(activeCategory(path)).toBe(tab)
  })

  it.each([
    '/cono-gratis',
    '/danos-tu-opinion',
    '/pagina-misteriosa',
    '/login',
    '/dashboard/x',
    '/cuenta/contrasena',
  ])('%s highlights no tab', (path) => {
    expect(activeCategory(path)).toBeNull()
  })
})
