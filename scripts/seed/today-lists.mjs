// The demo's "Hoy en la carta" lists: what each menu has today, two flavours sold out.

/** @typedef {{ id: string, nombre: string, precio?: number, nota?: string, agotado: boolean }} DemoTodayItem */

/** @type {Record<'comidas' | 'helados' | 'bebidas', DemoTodayItem[]>} */
export const DEMO_TODAY_LISTS = {
  comidas: [
    { id: 'hamburguesa1', nombre: 'Hamburguesa sencilla', precio: 12000, agotado: false },
    { id: 'salchipapa01', nombre: 'Salchipapa', precio: 10000, agotado: false },
    { id: 'perro000001', nombre: 'Perro caliente', precio: 8000, agotado: true },
  ],
  helados: [
    { id: 'mora0000001', nombre: 'Mora', precio: 4000, agotado: false },
    { id: 'arequipe001', nombre: 'Arequipe', precio: 4000, agotado: false },
    { id: 'chicle00001', nombre: 'Chicle', precio: 4000, agotado: true },
    { id: 'maracuya001', nombre: 'Maracuyá', precio: 4000, nota: 'Sin azúcar', agotado: false },
    { id: 'cono2bolas1', nombre: 'Cono de dos bolas', precio: 7000, agotado: false },
  ],
  bebidas: [
    { id: 'limonada001', nombre: 'Limonada de coco', precio: 7000, agotado: false },
    { id: 'jugomora001', nombre: 'Jugo de mora en agua', precio: 5000, agotado: false },
    {
      id: 'malteada001',
      nombre: 'Malteada',
      precio: 9000,
      nota: 'Vainilla o fresa',
      agotado: false,
    },
  ],
}

/** Minutes before the seed's time the demo lists say they were last changed. */
export const DEMO_TODAY_AGE_MINUTES = 20

/**
 * An item as the app stores it: one line 'id|nombre|precio|nota|agotado' (see
 * src/lib/data/today-list.ts).
 * @param {DemoTodayItem} item
 */
export function todayItemLine({ id, nombre, precio, nota, agotado }) {
  return [id, nombre, precio ?? '', nota ?? '', agotado ? '1' : '0'].join('|')
}
