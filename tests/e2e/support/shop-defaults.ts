import { readFileSync } from 'node:fs'
import { DEMO_CONTACT } from '../../../scripts/seed/demo-contact.mjs'

/** The settings the seed writes to ajustes/tienda: the code's defaults and the demo's contact. */
export const SHOP_DEFAULTS = {
  ...JSON.parse(
    readFileSync(new URL('../../../src/config/shop-defaults.json', import.meta.url), 'utf8'),
  ),
  ...DEMO_CONTACT,
} as {
  nombre: string
  telefono: string
  email: string
  [field: string]: unknown
}
