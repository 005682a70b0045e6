import { readFileSync } from 'node:fs'

/** The shop's default settings, as the seed writes them to ajustes/tienda. */
export const SHOP_DEFAULTS = JSON.parse(
  readFileSync(new URL('../../../src/config/shop-defaults.json', import.meta.url), 'utf8'),
) as {
  nombre: string
  telefono: string
  email: string
  [field: string]: unknown
}
