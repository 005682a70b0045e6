// Building blocks for the hand-drawn (inline SVG) illustrations of the demo images.

export const INK = '#4A2511'

/**
 * An ice-cream colour: the scoop's fill and the darker shade of its shadowed side.
 * @typedef {[fill: string, shade: string]} Flavour
 */

/**
 * A drip running down a scoop: its horizontal offset from the centre (in radii) and its length.
 * @typedef {[dx: number, length: number]} Drip
 */

export const FLAVOURS = /** @satisfies {Record<string, Flavour>} */ ({
  vainilla: ['#FFF4D2', '#EED9A0'],
  fresa: ['#F8A5C2', '#E0709A'],
  chocolate: ['#8B5A2B', '#6A3F1C'],
  mora: ['#9C4F96', '#74336F'],
  maracuya: ['#FFD54F', '#F2B824'],
  limon: ['#C5E1A5', '#9CCC65'],
  arequipe: ['#D9A066', '#B97C41'],
  chicle: ['#81D4FA', '#4FB3E8'],
  araza: ['#F7E04B', '#DDBE1F'],
  menta: ['#A5E3C8', '#74C9A4'],
})

let counter = 0
/** @param {string} prefix */
export const uid = (prefix) => `${prefix}${++counter}`

/** @param {number} value */
export const n = (value) => Number(value.toFixed(1))

/** Stroke attributes for the shared cartoon outline. */
export const ink = (width = 6) =>
  `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`

/** @param {string} content */
export function svg(content, viewBox = '0 0 400 400', extra = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${extra}>${content}</svg>`
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 */
export function shadow(cx, cy, rx, ry = 16) {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".12"/>`
}

/**
 * A thick outlined stroke: ink underneath, colour on top (straws, bananas, sausages).
 * @param {string} d
 * @param {string} colour
 * @param {number} width
 */
export function tube(d, colour, width, outline = 6) {
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width + outline * 2}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`
  )
}

/**
 * One ice-cream scoop with a scalloped bottom edge, shading and a highlight.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {Flavour} flavour
 * @param {{ drips?: Drip[] }} [options]
 */
export function scoop(cx, cy, r, [fill, shade], { drips = [] } = {}) {
  const bumps = 5
  const w = (2 * r) / bumps
  let d = `M${n(cx - r)} ${n(cy)} A${r} ${r} 0 0 1 ${n(cx + r)} ${n(cy)}`
  for (let i = 0; i < bumps; i++) d += ` q${n(-w / 2)} ${n(r * 0.26)} ${n(-w)} 0`
  d += ' Z'
  const clip = uid('scoop')
  const dripPaths = drips
    .map(([dx, len]) => {
      const x = cx + dx * r
      return `<path d="M${n(x - 11)} ${n(cy)} v${len} a11 11 0 0 0 22 0 v${-len} Z" fill="${fill}" ${ink(5)}/>`
    })
    .join('')
  return (
    dripPaths +
    `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
    `<path d="${d}" fill="${fill}"/>` +
    `<g clip-path="url(#${clip})"><circle cx="${n(cx + r * 0.45)}" cy="${n(cy + r * 0.55)}" r="${n(r * 0.95)}" fill="${shade}" opacity=".55"/></g>` +
    `<path d="${d}" fill="none" ${ink()}/>` +
    `<path d="M${n(cx - r * 0.62)} ${n(cy - r * 0.28)} A${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(cx - r * 0.2)} ${n(cy - r * 0.68)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.14)}" stroke-linecap="round" opacity=".7"/>`
  )
}

/**
 * A waffle cone; (cx, top) is the middle of the rim.
 * @param {number} cx
 * @param {number} top
 * @param {number} width
 * @param {number} height
 */
export function cone(cx, top, width, height) {
  const id = uid('waffle')
  const left = cx - width / 2
  const right = cx + width / 2
  const tri = `M${n(left)} ${top} L${n(right)} ${top} L${cx} ${top + height} Z`
  return (
    `<pattern id="${id}" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="26" height="26" fill="#EBA955"/><path d="M0 0H26M0 0V26" stroke="#C27626" stroke-width="5"/></pattern>` +
    `<path d="${tri}" fill="url(#${id})" ${ink()}/>` +
    `<path d="M${n(cx + width * 0.18)} ${top + 10} L${cx} ${top + height - 14}" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="${n(left - 10)}" y="${top - 12}" width="${width + 20}" height="28" rx="12" fill="#D98A34" ${ink()}/>`
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 */
export function cherry(cx, cy, r = 20) {
  return (
    `<path d="M${cx} ${cy - r * 0.6} q${r * 0.2} ${-r * 1.4} ${r * 1.2} ${-r * 1.9}" fill="none" ${ink(5)}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#D81B3C" ${ink(5)}/>` +
    `<circle cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" opacity=".75"/>`
  )
}

const SPRINKLE_COLOURS = ['#FF5252', '#FFEB3B', '#40C4FF', '#69F0AE', '#FFFFFF', '#E040FB']

/**
 * Deterministic confetti sprinkles inside a circle.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
export function sprinkles(cx, cy, r, count = 12, seed = 1) {
  let out = ''
  let s = seed
  const rand = () => {
    s = (s * 9301 + 49297) % 233280
    return s / 233280
  }
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2
    const d = Math.sqrt(rand()) * r
    const x = cx + Math.cos(a) * d
    const y = cy + Math.sin(a) * d * 0.8
    const colour = SPRINKLE_COLOURS[i % SPRINKLE_COLOURS.length]
    out += `<rect x="${n(x - 8)}" y="${n(y - 3)}" width="16" height="6" rx="3" fill="${colour}" transform="rotate(${Math.round(rand() * 180)} ${n(x)} ${n(y)})"/>`
  }
  return out
}

/**
 * A dollop of whipped cream: a pile of puffs sharing one outline.
 * @param {number} cx
 * @param {number} bottom
 * @param {number} width
 */
export function whippedCream(cx, bottom, width) {
  const r = width / 4.4
  const puffs = /** @satisfies {[dx: number, dy: number, k: number][]} */ ([
    [-1.25, 0, 0.95],
    [1.25, 0, 0.95],
    [0, 0.05, 1.1],
    [-0.62, -0.95, 0.9],
    [0.62, -0.95, 0.9],
    [0, -1.75, 0.78],
  ]).map(([dx, dy, k]) => [n(cx + dx * r), n(bottom - r + dy * r), n(k * r)])
  /** @param {string} attrs */
  const circles = (attrs) =>
    puffs.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" ${attrs}/>`).join('')
  const tipY = bottom - r * 2.6
  return (
    circles('fill="#4A2511" stroke="#4A2511" stroke-width="12"') +
    `<path d="M${n(cx - r * 0.3)} ${n(tipY)} q${n(r * 0.3)} ${n(-r * 1.1)} ${n(r * 0.65)} ${n(-r * 0.4)}" fill="none" stroke="#4A2511" stroke-width="${n(r * 0.5 + 12)}" stroke-linecap="round"/>` +
    circles('fill="#FFFDF7"') +
    `<path d="M${n(cx - r * 0.3)} ${n(tipY)} q${n(r * 0.3)} ${n(-r * 1.1)} ${n(r * 0.65)} ${n(-r * 0.4)}" fill="none" stroke="#FFFDF7" stroke-width="${n(r * 0.5)}" stroke-linecap="round"/>` +
    `<path d="M${n(cx - r * 1.6)} ${n(bottom - r * 0.9)} q${n(r * 0.6)} ${n(r * 0.5)} ${n(r * 1.2)} 0 M${n(cx + r * 0.2)} ${n(bottom - r * 0.8)} q${n(r * 0.6)} ${n(r * 0.5)} ${n(r * 1.2)} 0 M${n(cx - r * 0.8)} ${n(bottom - r * 1.8)} q${n(r * 0.8)} ${n(r * 0.5)} ${n(r * 1.6)} 0" fill="none" stroke="#E9DCC6" stroke-width="5" stroke-linecap="round"/>`
  )
}

/**
 * A tumbler outline: trapezoid with rounded bottom corners.
 * @param {number} top
 * @param {number} bottom
 * @param {number} topWidth
 * @param {number} bottomWidth
 */
export function glassPath(top, bottom, topWidth, bottomWidth, cx = 200, radius = 18) {
  const [tl, tr] = [cx - topWidth / 2, cx + topWidth / 2]
  const [bl, br] = [cx - bottomWidth / 2, cx + bottomWidth / 2]
  return (
    `M${n(tl)} ${top} H${n(tr)} L${n(br)} ${bottom - radius} Q${n(br)} ${bottom} ${n(br - radius)} ${bottom}` +
    ` H${n(bl + radius)} Q${n(bl)} ${bottom} ${n(bl)} ${bottom - radius} Z`
  )
}

/**
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {number} angle
 */
export function iceCube(x, y, size, angle) {
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="#fff" fill-opacity=".55" stroke="#fff" stroke-width="4" transform="rotate(${angle} ${x + size / 2} ${y + size / 2})"/>`
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} rind
 * @param {string} flesh
 */
export function citrusWheel(cx, cy, r, rind, flesh) {
  let seg = ''
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    seg += `<line x1="${cx}" y1="${cy}" x2="${n(cx + Math.cos(a) * r * 0.78)}" y2="${n(cy + Math.sin(a) * r * 0.78)}" stroke="#fff" stroke-width="${n(r * 0.09)}" stroke-opacity=".8"/>`
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rind}" ${ink(5)}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.8)}" fill="${flesh}"/>` +
    seg +
    `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.12)}" fill="#fff" opacity=".85"/>`
  )
}

/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} length
 * @param {number} angle
 */
export function leaf(cx, cy, length, angle, colour = '#43A047') {
  const w = length * 0.42
  return `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${cy} q${n(length / 2)} ${n(-w)} ${length} 0 q${n(-length / 2)} ${n(w)} ${-length} 0 Z" fill="${colour}" ${ink(4)}/><path d="M${cx + 6} ${cy} H${cx + length - 10}" stroke="#2E7D32" stroke-width="3"/></g>`
}

// Small line icons (24 x 24 grid), drawn with currentColor.
export const ICONS = {
  clock:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/></svg>',
  pin: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linejoin="round"><path d="M12 22s7-7.2 7-12.5A7 7 0 0 0 5 9.5C5 14.8 12 22 12 22z"/><circle cx="12" cy="9.5" r="2.6"/></svg>',
  heart:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M12 20.5S3.5 15.3 3.5 9.1A4.6 4.6 0 0 1 12 6.6a4.6 4.6 0 0 1 8.5 2.5c0 6.2-8.5 11.4-8.5 11.4z"/></svg>',
  send: '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="M21.5 3 10.2 13.3M21.5 3l-7 18-4.3-7.7L2.5 9.6z"/></svg>',
  dots: '<svg viewBox="0 0 24 24" fill="currentColor"><circle cx="5" cy="12" r="2"/><circle cx="12" cy="12" r="2"/><circle cx="19" cy="12" r="2"/></svg>',
  close:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M5 5l14 14M19 5 5 19"/></svg>',
  star: '<svg viewBox="0 0 24 24" fill="currentColor"><path d="m12 2.5 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z"/></svg>',
  logo: `<svg viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#E65100"/><path d="M13 19h14l-7 15z" fill="#FFCC80"/><path d="M14.5 21.5 25.5 21.5M15.5 25 24.5 25" stroke="#E65100" stroke-width="1.3" opacity=".6"/><circle cx="20" cy="15" r="7.5" fill="#FFF3E0"/><circle cx="22" cy="9" r="2" fill="#D81B3C"/></svg>`,
}
