// Fast-food illustrations (inline SVG).
import { INK, ink, leaf, n, shadow, svg, tube, uid } from './art-shared.mjs'

export function hamburguesa() {
  const seeds = [
    [118, 142, -25],
    [160, 110, 10],
    [212, 98, -5],
    [262, 108, 25],
    [304, 140, -30],
    [146, 162, 15],
    [200, 142, -15],
    [252, 154, 20],
    [100, 178, 30],
    [296, 178, -20],
  ]
  let lettuce = 'M44 192 H356 V214'
  for (let x = 356; x > 44; x -= 26) lettuce += ` Q${x - 13} 240 ${x - 26} 214`
  lettuce += ' Z'
  return svg(
    shadow(200, 364, 170, 18) +
      `<path d="M62 310 H338 Q338 360 290 360 H110 Q62 360 62 310 Z" fill="#F2A03D" ${ink()}/>` +
      `<path d="M90 330 H310" stroke="#FFCF8A" stroke-width="8" stroke-linecap="round" opacity=".7"/>` +
      `<rect x="46" y="260" width="308" height="58" rx="29" fill="#6B3A1E" ${ink()}/>` +
      `<path d="M86 278 h30 M140 274 h40 M210 280 h34 M268 274 h38 M110 300 h44 M190 302 h30 M250 300 h46" stroke="#8D5634" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M54 250 H346 L334 272 L320 306 L306 272 L252 272 L238 296 L224 272 L152 272 L138 308 L124 272 L68 272 Z" fill="#FFC928" ${ink()}/>` +
      `<rect x="62" y="228" width="276" height="26" rx="13" fill="#E53935" ${ink()}/>` +
      `<path d="${lettuce}" fill="#7CC242" ${ink()}/>` +
      `<path d="M56 194 Q56 66 200 66 Q344 66 344 194 Q344 204 334 204 H66 Q56 204 56 194 Z" fill="#F5A646" ${ink()}/>` +
      `<path d="M96 142 Q118 96 178 84" fill="none" stroke="#FFD9A0" stroke-width="14" stroke-linecap="round"/>` +
      seeds
        .map(
          ([x, y, a]) =>
            `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="#FFF6DE" stroke="${INK}" stroke-width="3" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join(''),
  )
}

export function perroCaliente() {
  /**
   * @param {number} y
   * @param {number} phase
   * @param {number} amplitude
   */
  const zigzag = (y, phase, amplitude) => {
    const pts = []
    for (let x = 50; x <= 350; x += 22) {
      pts.push(`${x},${y + ((((x - 50) / 22 + phase) % 2) * 2 - 1) * amplitude}`)
    }
    return pts.join(' ')
  }
  let ripio = ''
  for (let i = 0; i < 26; i++) {
    const x = 64 + ((i * 53) % 272)
    const y = 150 + ((i * 17) % 22)
    ripio += `<rect x="${x}" y="${y}" width="16" height="6" rx="2" fill="#FFE082" stroke="${INK}" stroke-width="2" transform="rotate(${(i * 37) % 90} ${x + 8} ${y + 3})"/>`
  }
  return svg(
    shadow(200, 330, 175, 18) +
      `<g transform="rotate(-7 200 210)">` +
      `<path d="M44 196 Q44 146 96 146 H304 Q356 146 356 196 Z" fill="#E3913A" ${ink()}/>` +
      tube('M30 196 H370', '#C24E2C', 50) +
      `<path d="M50 186 H350" stroke="#E27A55" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M38 206 H362 Q362 276 304 276 H96 Q38 276 38 206 Z" fill="#F5A646" ${ink()}/>` +
      `<path d="M78 230 Q150 246 250 240" fill="none" stroke="#FFD9A0" stroke-width="10" stroke-linecap="round"/>` +
      `<polyline points="${zigzag(180, 0, 12)}" fill="none" stroke="#D32F2F" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<polyline points="${zigzag(186, 1, 10)}" fill="none" stroke="#FFD000" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<polyline points="${zigzag(176, 1, 8)}" fill="none" stroke="#F7A8B8" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>` +
      ripio +
      `</g>`,
  )
}

export function salchipapas() {
  /** @type {[x: number, y: number, angle: number][]} */
  const fries = [
    [128, 110, -14],
    [154, 80, -8],
    [182, 96, -3],
    [208, 70, 4],
    [234, 92, 9],
    [262, 84, 14],
    [140, 126, -20],
    [288, 116, 20],
    [196, 112, 0],
  ]
  const clip = uid('tray')
  const tray = 'M86 214 H314 L286 356 H114 Z'
  let stripes = ''
  for (let x = 70; x < 330; x += 44)
    stripes += `<rect x="${x}" y="200" width="22" height="170" fill="#E53935"/>`
  /** @type {[x: number, y: number, index: number][]} */
  const slices = [
    [150, 216, 0],
    [206, 206, 1],
    [260, 218, 2],
    [180, 236, 3],
    [236, 238, 4],
  ]
  return svg(
    shadow(200, 362, 120, 14) +
      fries
        .map(
          ([x, y, a]) =>
            `<g transform="rotate(${a} ${x} 220)"><rect x="${x - 13}" y="${y}" width="26" height="${230 - y}" rx="5" fill="#FFCA28" ${ink(5)}/><rect x="${x - 5}" y="${y + 10}" width="6" height="${200 - y}" rx="3" fill="#FFE082"/></g>`,
        )
        .join('') +
      `<clipPath id="${clip}"><path d="${tray}"/></clipPath>` +
      `<path d="${tray}" fill="#fff"/><g clip-path="url(#${clip})">${stripes}</g>` +
      `<path d="${tray}" fill="none" ${ink()}/>` +
      slices
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="28" ry="20" fill="#B5442A" ${ink(5)}/><ellipse cx="${x}" cy="${y - 2}" rx="20" ry="13" fill="#E07A5F"/><path d="M${x - 8} ${y - 6} l16 8 M${x + 8} ${y - 8} l-14 10" stroke="#B5442A" stroke-width="3" stroke-linecap="round"/>`,
        )
        .join('') +
      `<path d="M120 200 q20 -18 40 0 t40 0 t40 0 t40 0 t30 -4" fill="none" stroke="#D32F2F" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M132 188 q20 14 40 0 t40 0 t40 0 t40 0" fill="none" stroke="#FFF8E1" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M150 176 q16 -12 34 0 t34 0 t34 0" fill="none" stroke="#FFD000" stroke-width="7" stroke-linecap="round"/>` +
      `<text x="200" y="300" font-family="Abril Fatface" font-size="34" fill="#fff" text-anchor="middle" stroke="${INK}" stroke-width="8" paint-order="stroke">Salchipapa</text>`,
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {number} a1
 * @param {number} a2
 */
function wedge(cx, cy, r, a1, a2) {
  /** @param {number} a */
  const p = (a) => [
    n(cx + r * Math.cos((a * Math.PI) / 180)),
    n(cy + r * Math.sin((a * Math.PI) / 180)),
  ]
  const [x1, y1] = p(a1)
  const [x2, y2] = p(a2)
  const large = a2 - a1 > 180 ? 1 : 0
  return `M${cx} ${cy} L${x1} ${y1} A${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`
}

/**
 * Where a topping sits on the pizza: its distance from the centre and its angle in degrees.
 * @typedef {[r: number, angle: number]} Topping
 */

/** @type {Topping[]} */
const PEPPERONI = [
  [45, 110],
  [98, 95],
  [95, 145],
  [50, 195],
  [104, 198],
  [96, 252],
  [48, 280],
  [102, 305],
  [84, 350],
  [70, 36],
  [108, 52],
]
/** @type {Topping[]} */
const OLIVES = [
  [76, 125],
  [70, 228],
  [78, 330],
  [112, 170],
  [112, 275],
  [92, 60],
  [30, 330],
]

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} a1
 * @param {number} a2
 */
function pizzaPart(cx, cy, a1, a2) {
  /** @param {number} a */
  const inside = (a) => {
    const x = ((a % 360) + 360) % 360
    const from = ((a1 % 360) + 360) % 360
    const span = a2 - a1
    return (x - from + 360) % 360 <= span
  }
  /**
   * @param {number} r
   * @param {number} a
   * @returns {[x: number, y: number]}
   */
  const at = (r, a) => [
    n(cx + r * Math.cos((a * Math.PI) / 180)),
    n(cy + r * Math.sin((a * Math.PI) / 180)),
  ]
  let out = `<path d="${wedge(cx, cy, 150, a1, a2)}" fill="#E2A04E" ${ink()}/>`
  out += `<path d="${wedge(cx, cy, 132, a1, a2)}" fill="#D84315"/>`
  out += `<path d="${wedge(cx, cy, 124, a1, a2)}" fill="#FFD54F"/>`
  for (const [r, a] of PEPPERONI) {
    if (!inside(a)) continue
    const [x, y] = at(r, a)
    out += `<circle cx="${x}" cy="${y}" r="17" fill="#B71C1C" stroke="#7F1010" stroke-width="3"/><circle cx="${x - 5}" cy="${y - 4}" r="3" fill="#7F1010"/><circle cx="${x + 6}" cy="${y + 5}" r="2.5" fill="#7F1010"/>`
  }
  for (const [r, a] of OLIVES) {
    if (!inside(a)) continue
    const [x, y] = at(r, a)
    out += `<circle cx="${x}" cy="${y}" r="7" fill="none" stroke="#2E7D32" stroke-width="5"/>`
  }
  return out
}

export function pizza() {
  const cx = 190
  const cy = 196
  return svg(
    shadow(210, 366, 160, 16) +
      pizzaPart(cx, cy, 70, 380) +
      [130, 190, 250, 310]
        .map(
          (a) =>
            `<line x1="${cx}" y1="${cy}" x2="${n(cx + 124 * Math.cos((a * Math.PI) / 180))}" y2="${n(cy + 124 * Math.sin((a * Math.PI) / 180))}" stroke="#F0B43A" stroke-width="4"/>`,
        )
        .join('') +
      leaf(150, 150, 26, -30, '#4CAF50') +
      leaf(120, 240, 24, 40, '#4CAF50') +
      `<g transform="translate(30 30)">${pizzaPart(cx, cy, 20, 70)}</g>`,
  )
}

export function arepaMazorca() {
  const kernels = uid('kernels')
  const arepaTop = uid('arepa')
  let grill = ''
  for (let x = 40; x < 300; x += 34)
    grill += `<path d="M${x} 210 l60 90" stroke="#B86E1F" stroke-width="7" opacity=".55"/>`
  return svg(
    `<pattern id="${kernels}" width="20" height="22" patternUnits="userSpaceOnUse"><rect width="20" height="22" fill="#E6A700"/><rect x="2" y="2" width="16" height="18" rx="7" fill="#FFD54F"/><circle cx="7" cy="8" r="2.5" fill="#FFF3B0"/></pattern>` +
      shadow(200, 360, 170, 16) +
      `<g transform="rotate(28 280 180)">` +
      `<ellipse cx="280" cy="166" rx="52" ry="140" fill="url(#${kernels})" ${ink()}/>` +
      `<path d="M262 60 Q250 120 256 190" stroke="#FFF3B0" stroke-width="10" stroke-linecap="round" fill="none" opacity=".6"/>` +
      `<rect x="268" y="318" width="24" height="40" rx="8" fill="#8D9B3A" ${ink(5)}/>` +
      `<path d="M280 330 C200 304 196 214 222 150 C246 214 254 270 290 300 Z" fill="#7CB342" ${ink(5)}/>` +
      `<path d="M280 330 C360 304 364 214 338 150 C314 214 306 270 270 300 Z" fill="#9CCC65" ${ink(5)}/>` +
      `<path d="M280 334 C254 300 256 250 280 214 C304 250 306 300 280 334 Z" fill="#AED581" ${ink(5)}/>` +
      `</g>` +
      `<ellipse cx="150" cy="282" rx="128" ry="50" fill="#D9963F" ${ink()}/>` +
      `<clipPath id="${arepaTop}"><ellipse cx="150" cy="262" rx="128" ry="48"/></clipPath>` +
      `<ellipse cx="150" cy="262" rx="128" ry="48" fill="#F6C35F"/>` +
      `<g clip-path="url(#${arepaTop})">${grill}</g>` +
      `<ellipse cx="150" cy="262" rx="128" ry="48" fill="none" ${ink()}/>` +
      `<path d="M92 246 Q150 214 212 244 L206 268 Q196 290 190 268 Q176 282 168 268 Q150 292 140 266 Q118 280 112 262 Q100 274 92 246 Z" fill="#FFF7D6" ${ink(5)}/>` +
      `<rect x="136" y="232" width="30" height="18" rx="5" fill="#FFE066" ${ink(4)} transform="rotate(-8 151 241)"/>`,
  )
}
