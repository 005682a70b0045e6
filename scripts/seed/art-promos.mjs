// Illustrations for the promo posters and the customer stories (inline SVG).
import {
  FLAVOURS as F,
  INK,
  cherry,
  cone,
  ink,
  leaf,
  n,
  scoop,
  shadow,
  sprinkles,
  svg,
  uid,
} from './art-shared.mjs'

/** @typedef {import('./art-shared.mjs').Flavour} Flavour */

/**
 * @typedef {object} ConoEnManoOptions
 * @property {[bottom: Flavour, top: Flavour]} flavours
 * @property {string} [skin]
 * @property {string} [sleeve]
 * @property {'cherry' | 'sprinkles' | 'wafer'} [extra] the topping
 */

export function torreCincoBolas() {
  const flavours = [F.chocolate, F.fresa, F.maracuya, F.mora, F.vainilla]
  let out = shadow(200, 676, 70, 10) + cone(200, 486, 150, 184)
  flavours.forEach((flavour, i) => {
    const wobble = [0, 10, -8, 8, -4][i]
    if (wobble === undefined) throw new Error(`torreCincoBolas() has no wobble for scoop ${i + 1}`)
    out += scoop(200 + wobble, 470 - i * 88, 80 - i * 3, flavour, {
      drips: i % 2 ? [[0.4, 28]] : [[-0.45, 32]],
    })
  })
  out += sprinkles(196, 100, 46, 12, 9) + cherry(206, 56, 22)
  return svg(out, '0 0 400 700')
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
function arazaFruit(cx, cy, r, angle = 0) {
  const id = uid('araza')
  return (
    `<radialGradient id="${id}" cx=".35" cy=".35" r=".75"><stop offset="0" stop-color="#FFF59D"/><stop offset=".55" stop-color="#F5D533"/><stop offset="1" stop-color="#D4A90F"/></radialGradient>` +
    `<g transform="rotate(${angle} ${cx} ${cy})">` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.86)}" fill="url(#${id})" ${ink()}/>` +
    `<path d="M${n(cx - r * 0.35)} ${n(cy - r * 0.8)} Q${n(cx - r * 0.55)} ${cy} ${n(cx - r * 0.3)} ${n(cy + r * 0.82)} M${n(cx + r * 0.3)} ${n(cy - r * 0.82)} Q${n(cx + r * 0.5)} ${cy} ${n(cx + r * 0.32)} ${n(cy + r * 0.8)}" fill="none" stroke="#C9A00F" stroke-width="4" opacity=".6"/>` +
    `<path d="M${cx} ${n(cy + r * 0.86)} l-10 10 l10 -4 l10 4 Z" fill="#6D4C2F" ${ink(3)}/>` +
    `<ellipse cx="${n(cx - r * 0.4)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" fill="#fff" opacity=".7" transform="rotate(-35 ${n(cx - r * 0.4)} ${n(cy - r * 0.4)})"/>` +
    `</g>`
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
function arazaHalf(cx, cy, r) {
  /** @type {[dx: number, dy: number, angle: number][]} */
  const seeds = [
    [-0.3, -0.2, 20],
    [0.25, -0.25, -30],
    [0, 0.28, 80],
    [-0.35, 0.25, 50],
    [0.35, 0.2, -60],
  ]
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.86)}" fill="#E9C21F" ${ink()}/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(r * 0.86)}" ry="${n(r * 0.72)}" fill="#FFF6C4"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${n(r * 0.5)}" ry="${n(r * 0.42)}" fill="#FBE88A"/>` +
    seeds
      .map(([dx, dy, a]) => {
        const x = n(cx + dx * r)
        const y = n(cy + dy * r)
        return `<ellipse cx="${x}" cy="${y}" rx="${n(r * 0.13)}" ry="${n(r * 0.08)}" fill="#C9A46A" stroke="#8D6E4C" stroke-width="2" transform="rotate(${a} ${x} ${y})"/>`
      })
      .join('')
  )
}

export function araza() {
  return svg(
    shadow(240, 556, 200, 16) +
      leaf(90, 330, 110, -150, '#388E3C') +
      leaf(380, 330, 110, -30, '#43A047') +
      arazaFruit(110, 440, 92, -10) +
      cone(240, 330, 170, 220) +
      scoop(240, 316, 96, F.araza, { drips: [[-0.5, 40]] }) +
      scoop(240, 226, 84, F.araza, { drips: [[0.4, 30]] }) +
      `<circle cx="210" cy="190" r="7" fill="#C9A46A"/><circle cx="262" cy="214" r="6" fill="#C9A46A"/><circle cx="230" cy="276" r="6" fill="#C9A46A"/>` +
      leaf(236, 150, 70, -70, '#43A047') +
      arazaHalf(376, 476, 84),
    '0 60 480 520',
  )
}

/**
 * A hand holding a two-scoop cone, seen in a phone story (500 x 900 box).
 * @param {ConoEnManoOptions} options
 */
export function conoEnMano({ flavours, skin = '#E8A97C', sleeve = '#37474F', extra = 'cherry' }) {
  const cx = 250
  const skinShade = 'rgba(0,0,0,.12)'
  let out = cone(cx, 450, 210, 300)
  out += scoop(cx, 440, 116, flavours[0], {
    drips: [
      [-0.55, 46],
      [0.5, 30],
    ],
  })
  out += scoop(cx + 6, 334, 100, flavours[1], { drips: [[0.3, 36]] })
  if (extra === 'cherry') out += cherry(cx + 20, 226, 26)
  if (extra === 'sprinkles') out += sprinkles(cx + 6, 290, 70, 18, 4)
  if (extra === 'wafer')
    out += `<g transform="rotate(24 ${cx + 40} 260)"><rect x="${cx + 28}" y="150" width="30" height="130" rx="12" fill="#E9B56C" ${ink(5)}/><path d="M${cx + 28} 180 h30 M${cx + 28} 210 h30 M${cx + 28} 240 h30" stroke="#C98A3A" stroke-width="4"/></g>`
  // forearm and back of the hand come up from the bottom edge
  out += `<path d="M120 940 L150 700 Q160 640 214 624 L330 620 Q366 640 360 700 L330 940 Z" fill="${sleeve}" ${ink()}/>`
  out += `<path d="M150 720 Q146 650 200 610 L320 606 Q350 640 344 720 Z" fill="${skin}" ${ink()}/>`
  out += `<path d="M146 730 H352" stroke="${INK}" stroke-width="6"/><path d="M150 742 H348" stroke="#fff" stroke-opacity=".25" stroke-width="10"/>`
  // thumb over the front of the cone
  out += `<g transform="rotate(-32 178 584)"><rect x="150" y="560" width="118" height="48" rx="24" fill="${skin}" ${ink()}/><ellipse cx="246" cy="584" rx="12" ry="14" fill="#fff" opacity=".35"/></g>`
  // curled fingers wrapping the cone
  ;[586, 626, 664].forEach((y, i) => {
    const x = 186 + i * 8
    out += `<rect x="${x}" y="${y}" width="${150 - i * 14}" height="44" rx="22" fill="${skin}" ${ink()}/>`
    out += `<path d="M${x + 112 - i * 14} ${y + 10} q10 12 0 24" stroke="${skinShade}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  })
  return svg(out, '0 120 500 800')
}
