// Drink illustrations (inline SVG).
import { INK, citrusWheel, glassPath, iceCube, ink, leaf, shadow, svg, uid } from './art-shared.mjs'

/**
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @param {number} angle
 */
function stripedStraw(x, y, height, angle, colour = '#E53935') {
  const id = uid('straw')
  return (
    `<pattern id="${id}" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="22" height="22" fill="#fff"/><rect width="11" height="22" fill="${colour}"/></pattern>` +
    `<g transform="rotate(${angle} ${x} ${y + height})"><rect x="${x}" y="${y}" width="24" height="${height}" rx="8" fill="url(#${id})" ${ink(5)}/></g>`
  )
}

/**
 * @param {string} path
 * @param {number} liquidTop
 * @param {[light: string, dark: string]} liquid
 */
function filledGlass(path, liquidTop, [light, dark], extras = '') {
  const clip = uid('glass')
  return (
    `<clipPath id="${clip}"><path d="${path}"/></clipPath>` +
    `<g clip-path="url(#${clip})"><rect x="0" y="${liquidTop}" width="440" height="460" fill="${light}"/>` +
    `<rect x="220" y="${liquidTop}" width="220" height="460" fill="${dark}" opacity=".35"/>` +
    `<rect x="0" y="${liquidTop}" width="440" height="10" fill="#fff" opacity=".35"/>${extras}</g>` +
    `<path d="${path}" fill="#fff" fill-opacity=".18" ${ink()}/>`
  )
}

export function jugo() {
  const glass = glassPath(120, 420, 178, 140)
  const seeds = [
    [62, 352],
    [76, 366],
    [54, 372],
    [84, 346],
    [70, 386],
  ]
  return svg(
    shadow(210, 428, 180, 12) +
      stripedStraw(176, 30, 200, -16, '#43A047') +
      filledGlass(
        glass,
        150,
        ['#FFB74D', '#F57C00'],
        iceCube(150, 160, 46, 14) + iceCube(208, 176, 42, -10) + iceCube(170, 230, 38, 22),
      ) +
      `<path d="M130 150 L142 400" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".7"/>` +
      `<g transform="rotate(-20 290 126)">${citrusWheel(290, 126, 54, '#FB8C00', '#FFCC80')}</g>` +
      `<circle cx="72" cy="370" r="52" fill="#F9C846" ${ink()}/>` +
      `<circle cx="72" cy="370" r="40" fill="#FFE27A"/>` +
      `<circle cx="72" cy="370" r="30" fill="#FFB300"/>` +
      seeds.map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="3" fill="${INK}"/>`).join('') +
      `<ellipse cx="340" cy="380" rx="56" ry="44" fill="#FF8F00" ${ink()} transform="rotate(-20 340 380)"/>` +
      `<path d="M306 360 q22 -26 56 -14" stroke="#FFD180" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      leaf(360, 336, 44, -50, '#66BB6A'),
    '0 0 420 460',
  )
}

export function limonada() {
  const jar = 'M110 130 H290 V380 Q290 420 250 420 H150 Q110 420 110 380 Z'
  /**
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} a
   */
  const lemon = (x, y, r, a) =>
    `<g transform="rotate(${a} ${x} ${y}) scale(1 0.9)">${citrusWheel(x, y, r, '#FDD835', '#FFF59D')}</g>`
  return svg(
    shadow(210, 428, 170, 12) +
      stripedStraw(220, 20, 220, 14, '#FBC02D') +
      filledGlass(
        jar,
        168,
        ['#E6EE9C', '#C0CA33'],
        lemon(160, 260, 36, 20) +
          lemon(236, 330, 34, -30) +
          iceCube(200, 190, 48, 18) +
          iceCube(136, 320, 42, -12) +
          iceCube(230, 250, 40, 30) +
          leaf(150, 380, 40, -20, '#66BB6A'),
      ) +
      `<rect x="102" y="116" width="196" height="30" rx="10" fill="#fff" fill-opacity=".4" ${ink()}/>` +
      `<path d="M110 162 H290 M110 176 H290" stroke="${INK}" stroke-width="3" opacity=".25"/>` +
      `<path d="M128 190 V390" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".7"/>` +
      leaf(142, 126, 48, -70, '#43A047') +
      leaf(150, 122, 46, -120, '#66BB6A') +
      `<g transform="rotate(10 90 120)">${citrusWheel(84, 128, 46, '#FDD835', '#FFF59D')}</g>` +
      `<circle cx="342" cy="378" r="50" fill="#7CB342" ${ink()}/>` +
      citrusWheel(342, 378, 40, '#9CCC65', '#DCEDC8'),
    '0 0 420 460',
  )
}

export function gaseosas() {
  const bottle =
    'M146 76 L146 114 Q146 132 132 152 Q110 184 116 234 Q120 262 112 292 Q104 332 110 372 Q112 396 134 396 H186 Q208 396 210 372 Q216 332 208 292 Q200 262 204 234 Q210 184 188 152 Q174 132 174 114 L174 76 Z'
  const clip = uid('bottle')
  let bubbles = ''
  for (const [x, y, r] of [
    [60, 120, 10],
    [80, 80, 6],
    [350, 100, 12],
    [376, 140, 7],
    [330, 60, 6],
    [56, 180, 5],
    [380, 70, 5],
  ])
    bubbles += `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="4"/>`
  return svg(
    shadow(220, 410, 190, 12) +
      bubbles +
      `<g transform="rotate(-6 160 240)">` +
      `<clipPath id="${clip}"><path d="${bottle}"/></clipPath>` +
      `<g clip-path="url(#${clip})"><rect x="90" y="130" width="140" height="280" fill="#FF9800"/><rect x="166" y="130" width="60" height="280" fill="#E65100" opacity=".35"/>` +
      `<circle cx="150" cy="330" r="5" fill="#fff" opacity=".6"/><circle cx="170" cy="360" r="4" fill="#fff" opacity=".6"/><circle cx="140" cy="200" r="4" fill="#fff" opacity=".6"/></g>` +
      `<path d="${bottle}" fill="#fff" fill-opacity=".15" ${ink()}/>` +
      `<rect x="112" y="246" width="98" height="62" fill="#fff" ${ink(5)}/>` +
      `<text x="161" y="284" font-family="Abril Fatface" font-size="22" text-anchor="middle" fill="#E65100">Naranja</text>` +
      `<rect x="138" y="54" width="44" height="26" rx="5" fill="#E53935" ${ink(5)}/>` +
      `<path d="M128 180 Q122 220 128 240" stroke="#fff" stroke-width="9" stroke-linecap="round" fill="none" opacity=".8"/>` +
      `</g>` +
      `<g transform="rotate(8 290 300)">` +
      `<path d="M226 196 H354 V388 Q354 404 338 404 H242 Q226 404 226 388 Z" fill="#E53935" ${ink()}/>` +
      `<rect x="226" y="292" width="128" height="40" fill="#fff"/><rect x="226" y="340" width="128" height="10" fill="#FFCA28"/>` +
      `<text x="290" y="320" font-family="Poppins" font-weight="800" font-size="20" text-anchor="middle" fill="#E53935" letter-spacing="3">350 ml</text>` +
      `<path d="M226 196 H354 V388 Q354 404 338 404 H242 Q226 404 226 388 Z" fill="none" ${ink()}/>` +
      `<ellipse cx="290" cy="196" rx="64" ry="14" fill="#CFD8DC" ${ink(5)}/>` +
      `<rect x="270" y="186" width="30" height="10" rx="5" fill="#90A4AE"/>` +
      `<text x="290" y="268" font-family="Abril Fatface" font-size="40" text-anchor="middle" fill="#fff">Cola</text>` +
      `<path d="M244 214 V380" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".45"/>` +
      `</g>`,
    '0 20 420 420',
  )
}

export function cafeChocolate() {
  /** @param {number} x */
  const steam = (x) =>
    `<path d="M${x} 150 q-18 -26 0 -52 t0 -52" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".85"/>`
  /** @type {[x: number, y: number, angle: number][]} */
  const beans = [
    [46, 400, 20],
    [80, 420, -30],
    [386, 170, 40],
  ]
  return svg(
    shadow(210, 432, 190, 12) +
      steam(150) +
      steam(196) +
      steam(242) +
      `<ellipse cx="196" cy="384" rx="150" ry="30" fill="#FFF3E0" ${ink()}/>` +
      `<path d="M300 210 q70 0 66 60 q-4 60 -76 56" fill="none" stroke="${INK}" stroke-width="40" stroke-linecap="round"/>` +
      `<path d="M300 210 q70 0 66 60 q-4 60 -76 56" fill="none" stroke="#E65100" stroke-width="28" stroke-linecap="round"/>` +
      `<path d="M84 176 H308 V316 Q308 376 248 376 H144 Q84 376 84 316 Z" fill="#F57C00" ${ink()}/>` +
      `<ellipse cx="196" cy="176" rx="112" ry="24" fill="#6D3F1C" ${ink()}/>` +
      `<ellipse cx="196" cy="178" rx="84" ry="14" fill="#A0693A"/>` +
      `<path d="M112 210 V320" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".45"/>` +
      `<text x="206" y="290" font-family="Abril Fatface" font-size="40" text-anchor="middle" fill="#FFF3E0">Tinto</text>` +
      `<g transform="translate(250 300)">` +
      `<ellipse cx="70" cy="112" rx="86" ry="18" fill="#FFF" ${ink(5)}/>` +
      `<path d="M10 40 H130 V78 Q130 110 98 110 H42 Q10 110 10 78 Z" fill="#FFFFFF" ${ink(5)}/>` +
      `<ellipse cx="70" cy="40" rx="60" ry="13" fill="#5D3415" ${ink(5)}/>` +
      `<rect x="54" y="14" width="40" height="30" rx="4" fill="#FFF8D6" ${ink(4)} transform="rotate(-14 74 29)"/>` +
      `<path d="M20 64 H120" stroke="#E65100" stroke-width="8"/>` +
      `</g>` +
      beans
        .map(
          ([x, y, a]) =>
            `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="18" ry="13" fill="#5D3415" ${ink(4)}/><path d="M${x - 12} ${y} q12 -8 24 0" stroke="#A0693A" stroke-width="4" fill="none"/></g>`,
        )
        .join(''),
    '0 0 440 460',
  )
}
