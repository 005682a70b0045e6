// Ice-cream illustrations (inline SVG).
import {
  FLAVOURS as F,
  cherry,
  cone,
  glassPath,
  ink,
  n,
  scoop,
  shadow,
  sprinkles,
  svg,
  tube,
  uid,
  whippedCream,
} from './art-shared.mjs'

/** @typedef {import('./art-shared.mjs').Flavour} Flavour */

/**
 * A cone with up to three scoops, drawn in a 400 x 460 box.
 * @param {Flavour[]} [flavours] bottom scoop first
 * @param {{ withCherry?: boolean }} [options]
 */
export function cono(flavours = [F.vainilla, F.fresa, F.chocolate], { withCherry = true } = {}) {
  /** @type {[cx: number, cy: number, r: number][]} */
  const spots = [
    [200, 250, 84],
    [200, 176, 76],
    [200, 110, 66],
  ]
  /** @param {number} i */
  const spot = (i) => {
    const found = spots[i]
    if (!found) throw new Error(`cono() draws 1 to ${spots.length} scoops, not ${flavours.length}`)
    return found
  }
  let out = shadow(200, 446, 70, 10) + cone(200, 262, 156, 180)
  flavours.forEach((flavour, i) => {
    const [cx, cy, r] = spot(i)
    out += scoop(cx, cy, r, flavour, { drips: i === 0 ? [[-0.5, 34]] : [[0.45, 26]] })
  })
  const [, topY, topR] = spot(flavours.length - 1)
  out += sprinkles(200, topY - topR * 0.35, topR * 0.7, 12, flavours.length * 7)
  if (withCherry) out += cherry(212, topY - topR - 4, 20)
  return svg(out, '0 -20 400 480')
}

export function copa() {
  const bowl = 'M60 206 H340 Q334 306 240 326 H160 Q66 306 60 206 Z'
  const clip = uid('bowl')
  return svg(
    shadow(200, 406, 110, 12) +
      `<g transform="rotate(18 110 120)"><rect x="98" y="40" width="26" height="170" rx="12" fill="#E9B56C" ${ink(5)}/><path d="M98 70 h26 M98 100 h26 M98 130 h26" stroke="#C98A3A" stroke-width="4"/></g>` +
      scoop(128, 196, 64, F.mora) +
      scoop(272, 196, 64, F.maracuya) +
      scoop(200, 166, 74, F.vainilla, { drips: [[-0.3, 40]] }) +
      whippedCream(200, 128, 120) +
      cherry(214, 30, 20) +
      `<clipPath id="${clip}"><path d="${bowl}"/></clipPath>` +
      `<g clip-path="url(#${clip})"><rect x="40" y="206" width="320" height="60" fill="${F.fresa[0]}"/><rect x="40" y="262" width="320" height="80" fill="${F.chocolate[0]}"/>` +
      `<path d="M40 262 q30 -14 60 0 t60 0 t60 0 t60 0 t60 0" fill="${F.chocolate[0]}"/></g>` +
      `<path d="${bowl}" fill="#fff" fill-opacity=".35" ${ink()}/>` +
      `<path d="M92 226 Q100 280 150 306" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>` +
      `<rect x="184" y="322" width="32" height="60" fill="#FFFFFF" fill-opacity=".6" ${ink()}/>` +
      `<ellipse cx="200" cy="390" rx="88" ry="18" fill="#F4FBFF" ${ink()}/>`,
    '0 -10 400 430',
  )
}

export function malteada() {
  const glass = glassPath(170, 440, 200, 150)
  const clip = uid('shake')
  const straw = uid('straw')
  return svg(
    `<pattern id="${straw}" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="24" height="24" fill="#fff"/><rect width="12" height="24" fill="#E53935"/></pattern>` +
      shadow(200, 450, 100, 12) +
      `<g transform="rotate(22 236 160)"><rect x="224" y="-10" width="26" height="200" rx="8" fill="url(#${straw})" ${ink(5)}/></g>` +
      `<clipPath id="${clip}"><path d="${glass}"/></clipPath>` +
      `<g clip-path="url(#${clip})"><rect x="80" y="186" width="240" height="260" fill="${F.fresa[0]}"/><rect x="210" y="186" width="120" height="260" fill="${F.fresa[1]}" opacity=".5"/>` +
      `<circle cx="160" cy="260" r="6" fill="#fff" opacity=".6"/><circle cx="236" cy="320" r="8" fill="#fff" opacity=".5"/><circle cx="190" cy="390" r="5" fill="#fff" opacity=".6"/></g>` +
      `<path d="${glass}" fill="#fff" fill-opacity=".22" ${ink()}/>` +
      `<path d="M122 200 L136 410" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".75"/>` +
      whippedCream(200, 186, 200) +
      `<path d="M140 150 q15 18 30 0 t30 0 t30 0 t30 0" fill="none" stroke="#6A3F1C" stroke-width="9" stroke-linecap="round"/>` +
      sprinkles(196, 110, 50, 10, 5) +
      cherry(214, 34, 22),
    '0 -20 400 480',
  )
}

export function paletas() {
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} w
   * @param {number} h
   */
  const body = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="58"/>`
  const bite = uid('bite')
  const dip = uid('dip')
  return svg(
    shadow(200, 396, 150, 12) +
      `<mask id="${bite}"><rect x="0" y="0" width="400" height="400" fill="#fff"/><circle cx="190" cy="58" r="22" fill="#000"/><circle cx="178" cy="84" r="20" fill="#000"/><circle cx="200" cy="34" r="18" fill="#000"/></mask>` +
      `<g transform="rotate(-12 120 240)">` +
      `<rect x="104" y="280" width="34" height="110" rx="16" fill="#DDB07A" ${ink(5)}/>` +
      `<clipPath id="${bite}-body">${body(46, 40, 150, 270)}</clipPath>` +
      `<g mask="url(#${bite})"><rect x="46" y="40" width="150" height="270" rx="58" fill="#FFA726"/>` +
      `<rect x="46" y="200" width="150" height="110" fill="#FF7043" opacity=".55" clip-path="url(#${bite}-body)"/>` +
      `<rect x="46" y="40" width="150" height="270" rx="58" fill="none" ${ink()}/>` +
      `<path d="M74 90 q10 -20 30 -24" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".7"/>` +
      `<path d="M70 150 q20 12 40 0 t40 0 t40 0" stroke="#C62828" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<circle cx="90" cy="200" r="5" fill="#C62828"/><circle cx="150" cy="230" r="5" fill="#C62828"/><circle cx="120" cy="260" r="4" fill="#C62828"/></g>` +
      `</g>` +
      `<g transform="rotate(12 280 240)">` +
      `<rect x="262" y="280" width="34" height="110" rx="16" fill="#DDB07A" ${ink(5)}/>` +
      `<clipPath id="${dip}">${body(204, 40, 150, 270)}</clipPath>` +
      `<rect x="204" y="40" width="150" height="270" rx="58" fill="#FFF4E4"/>` +
      `<g clip-path="url(#${dip})">` +
      `<circle cx="240" cy="220" r="16" fill="${F.fresa[0]}"/><circle cx="310" cy="250" r="14" fill="${F.fresa[1]}"/><circle cx="270" cy="290" r="12" fill="${F.fresa[0]}"/><circle cx="318" cy="196" r="10" fill="${F.fresa[1]}"/>` +
      `<path d="M190 40 H370 V150 q-20 20 -36 0 q-14 36 -34 0 q-18 24 -34 0 q-16 30 -34 0 q-16 22 -32 0 Z" fill="${F.chocolate[1]}"/>` +
      `</g>` +
      `<rect x="204" y="40" width="150" height="270" rx="58" fill="none" ${ink()}/>` +
      sprinkles(279, 96, 52, 12, 3) +
      `<path d="M232 84 q10 -20 30 -24" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".5"/>` +
      `</g>`,
  )
}

export function bananaSplit() {
  const dish = 'M24 262 Q220 290 416 262 Q404 332 300 342 H140 Q36 332 24 262 Z'
  /** @param {string} d */
  const banana = (d) =>
    tube(d, '#FFD54F', 46) +
    `<path d="${d}" fill="none" stroke="#FFF4C8" stroke-width="24" stroke-linecap="round" transform="translate(0 -6)"/>`
  return svg(
    shadow(220, 352, 190, 12) +
      `<ellipse cx="220" cy="256" rx="196" ry="30" fill="#E3F2FD" ${ink()}/>` +
      banana('M36 226 Q220 150 404 226') +
      `<path d="M22 232 l-12 -8 M418 232 l12 -8" stroke="#5D4037" stroke-width="12" stroke-linecap="round"/>` +
      scoop(128, 206, 66, F.chocolate) +
      scoop(312, 206, 66, F.fresa) +
      scoop(220, 192, 72, F.vainilla) +
      banana('M30 262 Q220 224 410 262') +
      `<path d="M16 266 l-10 -8 M424 266 l10 -8" stroke="#5D4037" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="${dish}" fill="#E3F2FD" fill-opacity=".85" ${ink()}/>` +
      `<path d="M70 288 Q110 322 170 330" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M84 176 q22 26 44 0 t44 0 t44 0 t44 0 t44 0 t44 0" fill="none" stroke="#5D3415" stroke-width="10" stroke-linecap="round"/>` +
      whippedCream(128, 160, 70) +
      whippedCream(220, 146, 76) +
      whippedCream(312, 160, 70) +
      cherry(138, 92, 16) +
      cherry(230, 74, 17) +
      cherry(322, 92, 16) +
      [100, 150, 190, 250, 280, 340, 170, 262]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${n(186 + ((i * 13) % 30))}" r="4.5" fill="#C8A27A" stroke="#8D6E4C" stroke-width="2"/>`,
        )
        .join(''),
    '0 30 440 340',
  )
}
