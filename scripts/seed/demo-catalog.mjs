// The demo pictures: what each one shows and how old its document pretends to be.
import * as comidas from './art-comidas.mjs'
import * as bebidas from './art-bebidas.mjs'
import * as helados from './art-helados.mjs'
import { araza, conoEnMano, torreCincoBolas } from './art-promos.mjs'
import { FLAVOURS as F, ICONS } from './art-shared.mjs'
import { SHOP, menuCard, retoPoster, story, temporadaPoster } from './card-templates.mjs'

/** @typedef {import('./card-templates.mjs').MenuCardOptions} MenuCardOptions */
/** @typedef {import('./card-templates.mjs').StoryOptions} StoryOptions */

/**
 * A menu card as the catalog lists it; menu() adds the category and the theme.
 * @typedef {Omit<MenuCardOptions, 'category' | 'theme'> & { slug: string }} MenuEntry
 */

/**
 * One demo picture.
 * @typedef {object} DemoPicture
 * @property {string} slug its file name, without the extension
 * @property {number} width the size it is rendered at, in CSS pixels
 * @property {number} height
 * @property {number} [scale] how much to scale the screenshot down before encoding (default 1)
 * @property {number} offsetMinutes how many minutes before the seed's clock its document is dated
 * @property {string} [descripcion] the alt text (menu cards only)
 * @property {() => string} render the page's HTML
 */

/** @typedef {'comidas' | 'helados' | 'bebidas' | 'misterio' | 'cono-gratis'} DemoCategory */

const DAY = 24 * 60
const MENU_SIZE = { width: 1080, height: 1350 }

/** @param {string} text */
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1).replace(/[.\s]*$/, '.')
/** @param {string} text */
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1)
/** @param {string} html */
const plainText = (html) => html.replace(/<[^>]*>/g, '')

/**
 * What a menu card says, in words: its descripcion (the alt text a screen reader reads out).
 * @param {Pick<MenuCardOptions, 'title' | 'tagline' | 'items' | 'note'>} card
 */
export function describeMenuCard({ title, tagline, items, note }) {
  return [
    sentence(title),
    sentence(tagline),
    ...items.map(([name, desc, price]) => `${name} (${lowerFirst(desc)}): ${price}.`),
    ...(note ? [sentence(plainText(note))] : []),
  ].join(' ')
}

/**
 * @param {string} category
 * @param {MenuEntry[]} list
 * @returns {DemoPicture[]}
 */
function menu(category, list) {
  return list.map((item, i) => ({
    ...MENU_SIZE,
    slug: item.slug,
    offsetMinutes: (list.length - i) * DAY + 30,
    descripcion: describeMenuCard(item),
    render: () => menuCard({ category, theme: i % 2 ? 'cream' : 'orange', ...item }),
  }))
}

const COMIDAS = menu('Comidas', [
  {
    slug: 'hamburguesas',
    title: 'Hamburguesas',
    tagline: 'Carne a la plancha y pan artesanal, hechas al momento',
    art: comidas.hamburguesa(),
    badge: ['Desde', '$12.000'],
    items: [
      ['Sencilla', 'Carne 120 g, queso, lechuga y tomate', '$12.000'],
      ['Doble carne', 'Dos carnes, doble queso y tocineta', '$18.000'],
      ['De la casa', 'Carne, pollo, huevo, maduro y papitas', '$22.000'],
    ],
    note: 'Todas incluyen papas a la francesa',
  },
  {
    slug: 'perros-calientes',
    title: 'Perros calientes',
    tagline: 'Con papita ripio y nuestras salsas de la casa',
    art: comidas.perroCaliente(),
    badge: ['Desde', '$8.000'],
    items: [
      ['Perro sencillo', 'Salchicha americana, queso y salsas', '$8.000'],
      ['Perro especial', 'Tocineta, queso gratinado y piña', '$12.000'],
      ['Choriperro', 'Chorizo santarrosano y cebolla caramelizada', '$14.000'],
    ],
  },
  {
    slug: 'salchipapas',
    title: 'Salchipapas',
    tagline: 'Papa crocante, salchicha y salsas a tu gusto',
    art: comidas.salchipapas(),
    badge: ['Familiar', '$28.000'],
    items: [
      ['Personal', 'Papa, salchicha y queso costeño', '$10.000'],
      ['Mediana', 'Con maíz tierno y queso gratinado', '$16.000'],
      ['Familiar', 'Salchicha, chorizo, pollo y huevos de codorniz', '$28.000'],
    ],
  },
  {
    slug: 'pizza',
    title: 'Pizza',
    tagline: 'Masa delgada horneada al momento',
    art: comidas.pizza(),
    badge: ['Porción', '$5.000'],
    items: [
      ['Personal', 'Hawaiana, pepperoni o pollo con champiñones', '$15.000'],
      ['Mediana', '8 porciones, hasta dos sabores', '$32.000'],
      ['Familiar', '12 porciones, borde de queso', '$45.000'],
    ],
  },
  {
    slug: 'arepas-mazorcadas',
    title: 'Arepas y mazorcadas',
    tagline: 'Maíz de la región con mucho queso',
    art: comidas.arepaMazorca(),
    badge: ['Desde', '$5.000'],
    items: [
      ['Arepa con queso', 'Asada en parrilla, con mantequilla', '$5.000'],
      ['Arepa rellena', 'Carne desmechada o pollo y queso', '$10.000'],
      ['Mazorcada', 'Maíz, pollo, carne, papitas y queso', '$18.000'],
    ],
  },
])

const HELADOS = menu('Helados', [
  {
    slug: 'conos',
    title: 'Conos',
    tagline: 'Helado artesanal en cono de galleta crocante',
    art: helados.cono(),
    badge: ['Desde', '$4.000'],
    items: [
      ['Una bola', 'El sabor que tú quieras', '$4.000'],
      ['Dos bolas', 'Combina dos sabores', '$6.000'],
      ['Tres bolas', 'Con salsa y chispitas', '$8.000'],
    ],
    note: '<strong>Sabores:</strong> vainilla, fresa, chocolate, mora, arequipe, maracuyá y chicle',
  },
  {
    slug: 'copas',
    title: 'Copas',
    tagline: 'Para antojarse: crema, frutas y salsas',
    art: helados.copa(),
    badge: ['Desde', '$9.000'],
    items: [
      ['Copa sencilla', 'Dos bolas, crema chantilly y barquillo', '$9.000'],
      ['Copa de la casa', 'Tres bolas, frutas, salsa y cereza', '$13.000'],
      ['Copa brownie', 'Brownie tibio, helado y fudge', '$15.000'],
    ],
  },
  {
    slug: 'malteadas',
    title: 'Malteadas',
    tagline: 'Bien espesas, con crema y cereza',
    art: helados.malteada(),
    badge: ['Desde', '$10.000'],
    items: [
      ['Clásica', 'Vainilla, fresa o chocolate', '$10.000'],
      ['Oreo', 'Con galleta triturada y crema', '$12.000'],
      ['Arequipe', 'Con arequipe y chispas de chocolate', '$12.000'],
    ],
  },
  {
    slug: 'paletas',
    title: 'Paletas',
    tagline: 'Hechas aquí con fruta fresca de la región',
    art: helados.paletas(),
    badge: ['Desde', '$2.500'],
    items: [
      ['De agua', 'Mango, lulo, maracuyá o mora', '$2.500'],
      ['De leche', 'Fresas con crema, coco o arequipe', '$3.500'],
      ['Cubiertas', 'Bañadas en chocolate con chispitas', '$5.000'],
    ],
  },
  {
    slug: 'banana-split',
    title: 'Banana split',
    tagline: 'El clásico de siempre, para uno o para dos',
    art: helados.bananaSplit(),
    badge: ['Clásico', '$14.000'],
    items: [
      ['Banana split', 'Tres bolas, banano, crema y salsas', '$14.000'],
      ['Especial', 'Con brownie, maní y doble cereza', '$17.000'],
    ],
    note: 'Pídelo con tus tres sabores favoritos',
  },
])

const BEBIDAS = menu('Bebidas', [
  {
    slug: 'jugos-naturales',
    title: 'Jugos naturales',
    tagline: 'Fruta fresca, en agua o en leche',
    art: bebidas.jugo(),
    badge: ['Desde', '$4.000'],
    items: [
      ['En agua', 'Mora, lulo, maracuyá, mango o guanábana', '$4.000'],
      ['En leche', 'Los mismos sabores, bien cremosos', '$5.000'],
      ['Jarra de 1 litro', 'Para compartir en la mesa', '$10.000'],
    ],
  },
  {
    slug: 'limonadas',
    title: 'Limonadas',
    tagline: 'Frescas, frappé y recién hechas',
    art: bebidas.limonada(),
    badge: ['Desde', '$4.000'],
    items: [
      ['Limonada natural', 'Limón, hielo y panela', '$4.000'],
      ['Hierbabuena', 'Con hojas frescas de hierbabuena', '$6.000'],
      ['Limonada de coco', 'Cremosa, con leche de coco', '$8.000'],
    ],
  },
  {
    slug: 'gaseosas',
    title: 'Gaseosas',
    tagline: 'Bien frías, para acompañar tu comida',
    art: bebidas.gaseosas(),
    badge: ['Desde', '$2.500'],
    items: [
      ['Personal 350 ml', 'Cola, naranja, uva o manzana', '$3.000'],
      ['Botella 1,5 L', 'Para la mesa', '$6.000'],
      ['Agua o té frío', 'Con o sin gas', '$2.500'],
    ],
  },
  {
    slug: 'cafe-chocolate',
    title: 'Café y chocolate',
    tagline: 'Para las noches frescas de Colón',
    art: bebidas.cafeChocolate(),
    badge: ['Tinto', '$1.500'],
    items: [
      ['Tinto', 'Café de origen del Putumayo', '$1.500'],
      ['Café con leche', 'En taza grande', '$3.000'],
      ['Chocolate con queso', 'Con almojábana recién horneada', '$6.000'],
    ],
  },
])

/** @type {DemoPicture[]} */
const MISTERIO = [
  {
    ...MENU_SIZE,
    slug: 'reto-del-mes',
    offsetMinutes: 21 * DAY,
    render: () => retoPoster({ art: torreCincoBolas() }),
  },
  {
    ...MENU_SIZE,
    slug: 'sabor-de-temporada-araza',
    offsetMinutes: 2 * DAY,
    render: () => temporadaPoster({ art: araza() }),
  },
]

/**
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {number} angle
 */
const doodleHeart = (x, y, size, angle) =>
  `<svg style="position:absolute;left:${x}px;top:${y}px;width:${size}px;transform:rotate(${angle}deg)" viewBox="0 0 100 90"><path class="doodle" d="M50 82 C10 56 4 30 22 16 C36 6 48 16 50 28 C52 16 64 6 78 16 C96 30 90 56 50 82Z"/></svg>`
/**
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
const sparkle = (x, y, size) =>
  `<svg style="position:absolute;left:${x}px;top:${y}px;width:${size}px" viewBox="0 0 100 100"><path class="doodle" d="M50 8 V92 M8 50 H92 M22 22 L78 78 M78 22 L22 78" stroke-width="7"/></svg>`
/**
 * @param {string} style
 * @param {string} cls
 * @param {string} html
 */
const sticker = (style, cls, html) =>
  `<div class="sticker ${cls}" style="position:absolute;${style}">${html}</div>`
/** @param {string} colour */
const awning = (colour) =>
  `<div style="position:absolute;left:0;right:0;top:250px;height:150px;background:repeating-linear-gradient(90deg,${colour} 0 90px,#fff 90px 180px);-webkit-mask:radial-gradient(45px at 45px 105px,#000 98%,transparent) 0 0/90px 150px repeat-x,linear-gradient(#000,#000) 0 0/100% 105px no-repeat;opacity:.95"></div>` +
  `<div style="position:absolute;left:0;right:0;top:220px;height:34px;background:#4E2A12"></div>` +
  `<div class="abril" style="position:absolute;left:0;right:0;top:410px;text-align:center;font-size:64px;color:#fff;opacity:.92;text-shadow:0 4px 0 rgba(0,0,0,.15)">${SHOP.name}</div>`
const lights = () =>
  Array.from({ length: 11 }, (_, i) => {
    const x = 40 + i * 100
    const y = 300 + Math.round(Math.sin(i / 1.6) * 40)
    return `<div style="position:absolute;left:${x}px;top:${y}px;width:26px;height:26px;border-radius:50%;background:#FFE082;box-shadow:0 0 30px 12px rgba(255,224,130,.55)"></div>`
  }).join('')
/** @param {number} n */
const stars = (n) =>
  `<div class="stars">${Array.from({ length: n }, () => ICONS.star).join('')}</div>`

/** @type {StoryOptions[]} */
const STORIES = [
  {
    user: 'valen.rodriguez',
    initials: 'VR',
    ago: '2 h',
    clock: '8:47',
    avatar: '#EC407A',
    background: 'linear-gradient(170deg,#F48FB1 0%,#CE5A96 55%,#7B1FA2 100%)',
    scene: awning('#F57C00'),
    art: conoEnMano({ flavours: [F.fresa, F.chocolate], skin: '#EDB48C', sleeve: '#FFFFFF' }),
    stickers:
      sticker(
        'left:70px;top:540px;transform:rotate(-6deg)',
        'text-box',
        '¡El mejor helado<br>de Colón!',
      ) +
      sticker(
        'right:60px;top:1230px;transform:rotate(5deg)',
        'mention',
        `<span>${SHOP.handle}</span>`,
      ) +
      sticker('left:60px;top:1500px;transform:rotate(-4deg)', 'hashtag', '#ConoGratis') +
      doodleHeart(840, 700, 150, 12) +
      doodleHeart(110, 1000, 100, -16),
  },
  {
    user: 'juanda_mz',
    initials: 'JM',
    ago: '5 h',
    clock: '6:12',
    avatar: '#26A69A',
    background: 'linear-gradient(180deg,#4DD0E1 0%,#26A69A 50%,#00695C 100%)',
    scene:
      '<div style="position:absolute;left:-200px;top:1250px;width:1500px;height:1200px;border-radius:50%;background:rgba(255,255,255,.12)"></div>',
    art: conoEnMano({
      flavours: [F.maracuya, F.mora],
      skin: '#C98B5E',
      sleeve: '#1E88E5',
      extra: 'wafer',
    }),
    stickers:
      sticker(
        'left:0;right:0;top:290px;font-family:Abril Fatface;font-weight:400;font-size:120px;text-shadow:0 6px 0 rgba(0,0,0,.18)',
        '',
        'Antojo<br>cumplido',
      ) +
      sticker(
        'left:60px;top:1180px;transform:rotate(-5deg)',
        'location',
        `${ICONS.pin}COLÓN, PUTUMAYO`,
      ) +
      sticker('right:60px;top:1420px;transform:rotate(4deg)', 'text-box', 'maracuyá + mora') +
      sparkle(110, 700, 90) +
      sparkle(860, 820, 70),
  },
  {
    user: 'caro.benavides',
    initials: 'CB',
    ago: '9 h',
    clock: '9:30',
    avatar: '#7E57C2',
    background: 'linear-gradient(180deg,#1A237E 0%,#4527A0 55%,#AD1457 100%)',
    scene: lights(),
    art: conoEnMano({
      flavours: [F.vainilla, F.chicle],
      skin: '#F1C7A5',
      sleeve: '#F57C00',
      extra: 'sprinkles',
    }),
    stickers:
      sticker(
        'left:70px;top:400px;transform:rotate(-4deg)',
        'poll',
        '<h4>¿Cuál es tu sabor favorito?</h4><div><span>Vainilla</span><b>58 %</b></div><div><span>Chicle</span><b>42 %</b></div>',
      ) +
      sticker(
        'right:60px;top:1330px;transform:rotate(5deg)',
        'mention',
        `<span>${SHOP.handle}</span>`,
      ) +
      doodleHeart(860, 980, 110, 14),
  },
  {
    user: 'sebas.jacanamijoy',
    initials: 'SJ',
    ago: '1 d',
    clock: '4:05',
    avatar: '#F57C00',
    background: 'radial-gradient(circle at 50% 38%,#FFF59D 0,#FFD54F 30%,#FB8C00 70%,#E65100 100%)',
    scene:
      '<div style="position:absolute;inset:-30%;background:repeating-conic-gradient(from 0deg at 50% 38%,rgba(255,255,255,.16) 0 7deg,transparent 7deg 14deg)"></div>',
    art: conoEnMano({ flavours: [F.araza, F.araza], skin: '#B97A4E', sleeve: '#2E7D32' }),
    stickers:
      sticker(
        'left:0;right:0;top:300px;font-family:Abril Fatface;font-weight:400;font-size:110px;color:#fff;text-shadow:0 6px 0 #BF360C',
        '',
        'Arazá 10/10',
      ) +
      sticker(
        'left:60px;top:1180px;transform:rotate(-5deg)',
        'rating',
        `Sabor de temporada${stars(5)}`,
      ) +
      sticker(
        'right:60px;top:1500px;transform:rotate(4deg)',
        'mention',
        `<span>${SHOP.handle}</span>`,
      ) +
      sparkle(850, 560, 90),
  },
]

const CONO_GRATIS = STORIES.map((s, i) => ({
  width: 1080,
  height: 1920,
  scale: 1080 / 1920,
  slug: `historia-${s.user.replace(/[^a-z0-9]+/g, '-')}`,
  offsetMinutes: (STORIES.length - i) * 5 * DAY + 45,
  render: () => story(s),
}))

/**
 * category -> ordered list (oldest first) of demo pictures.
 * @type {Record<DemoCategory, DemoPicture[]>}
 */
export const CATALOG = {
  comidas: COMIDAS,
  helados: HELADOS,
  bebidas: BEBIDAS,
  misterio: MISTERIO,
  'cono-gratis': CONO_GRATIS,
}

/** Categories whose documents carry a sequential `numero`. */
export const NUMBERED = new Set(['comidas', 'cono-gratis'])
