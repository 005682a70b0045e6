// HTML/CSS templates for the demo images: menu cards, promo posters and customer stories.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { ICONS } from './art-shared.mjs'

/**
 * One line of a menu card.
 * @typedef {[name: string, desc: string, price: string]} MenuItem
 */

/**
 * @typedef {object} MenuCardOptions
 * @property {string} category shown in the chip: "Menú · {category}"
 * @property {string} title
 * @property {string} tagline
 * @property {string} art the illustration's inline SVG
 * @property {[label: string, price: string]} badge
 * @property {MenuItem[]} items
 * @property {string} [note] HTML, shown under the items
 * @property {'cream' | 'orange'} theme
 */

/**
 * @typedef {object} PosterOptions
 * @property {string} art the illustration's inline SVG
 */

/**
 * @typedef {object} StoryOptions
 * @property {string} user
 * @property {string} initials
 * @property {string} ago
 * @property {string} clock
 * @property {string} background CSS background of the whole story
 * @property {string} avatar CSS background of the avatar
 * @property {string} [scene] HTML drawn behind the art
 * @property {string} art the illustration's inline SVG
 * @property {string} stickers HTML drawn over the art
 */

export const SHOP = {
  name: 'Heladería Colón',
  handle: '@heladeriacolon',
  hours: 'Lun a Sáb · 3:00 pm – 11:00 pm',
  address: 'Calle 3 Cra 9, Barrio Centro · Colón, Putumayo',
}

const require = createRequire(import.meta.url)

/**
 * @param {string} family
 * @param {string} file
 * @param {number} weight
 */
function fontFace(family, file, weight) {
  const data = readFileSync(require.resolve(file)).toString('base64')
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2')}`
}

/** @type {string | undefined} */
let fontCss
function fonts() {
  fontCss ??= [
    fontFace(
      'Abril Fatface',
      '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff2',
      400,
    ),
    ...[400, 500, 600, 700, 800, 900].map((w) =>
      fontFace('Poppins', `@fontsource/poppins/files/poppins-latin-${w}-normal.woff2`, w),
    ),
  ].join('\n')
  return fontCss
}

/** @param {string} text */
const esc = (text) =>
  String(text).replace(
    /[&<>"]/g,
    // c is one of the four characters the pattern matches.
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[
        /** @type {'&' | '<' | '>' | '"'} */ (c)
      ],
  )

/**
 * @param {number} width
 * @param {number} height
 * @param {string} css
 * @param {string} body
 */
function page(width, height, css, body) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
${fonts()}
*{box-sizing:border-box}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{font-family:'Poppins',sans-serif;color:#3E2723;-webkit-font-smoothing:antialiased}
.abril{font-family:'Abril Fatface',serif;font-weight:400}
svg{display:block}
${css}
</style></head><body>${body}</body></html>`
}

/** @param {string} colour */
const brand = (colour) =>
  `<div class="brand" style="color:${colour}"><span class="logo">${ICONS.logo}</span><span class="abril">${SHOP.name}</span></div>`

const footer = () =>
  `<footer><span>${ICONS.pin}${SHOP.address}</span><span>${ICONS.clock}${SHOP.hours}</span></footer>`

const MENU_CSS = `
.card{position:relative;width:1080px;height:1350px;display:flex;flex-direction:column;padding:52px 64px 0;overflow:hidden}
.cream{background:#FFF3E0 radial-gradient(#FFE0B2 3px,transparent 3.5px) 0 0/44px 44px}
.orange{background:radial-gradient(rgba(255,255,255,.09) 3px,transparent 3.5px) 0 0/44px 44px,linear-gradient(165deg,#FB8C00,#E65100 70%)}
.card>*{position:relative}
header{display:flex;align-items:center;justify-content:space-between}
.brand{display:flex;align-items:center;gap:16px;font-size:44px;line-height:1}
.logo svg{width:68px;height:68px}
.chip{font-weight:700;font-size:24px;letter-spacing:.16em;text-transform:uppercase;padding:10px 26px;border-radius:999px;border:3px solid currentColor}
h1{margin:30px 0 0;font-size:132px;line-height:1.02;white-space:nowrap;width:100%;letter-spacing:-.5px}
.tagline{margin:8px 0 0;font-size:32px;font-weight:500}
.stage{flex:1;min-height:0;display:flex;align-items:center;justify-content:center;margin:6px 0 14px}
.blob{position:absolute;height:min(500px,100%);aspect-ratio:1;border-radius:50%;left:50%;top:50%;transform:translate(-50%,-50%)}
.art{position:relative;height:100%;max-height:520px;aspect-ratio:1}
.art svg{width:100%;height:100%}
.badge{position:absolute;right:0;top:10px;width:210px;height:210px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;transform:rotate(10deg);box-shadow:0 10px 0 rgba(62,39,35,.18)}
.badge::after{content:'';position:absolute;inset:12px;border-radius:50%;border:3px dashed currentColor;opacity:.55}
.badge small{font-size:28px;font-weight:600;line-height:1}
.badge strong{font-size:50px;font-weight:800;line-height:1.1;letter-spacing:-1px}
.menu{background:#fff;border-radius:36px;padding:18px 44px 22px;box-shadow:0 14px 0 rgba(191,54,12,.2);margin-bottom:30px}
.row{display:flex;align-items:center;gap:18px;padding:14px 0;border-bottom:3px dashed #FFE0B2}
.row:last-of-type{border-bottom:0}
.row h3{margin:0;font-size:36px;font-weight:700;line-height:1.15;color:#3E2723}
.row p{margin:2px 0 0;font-size:24px;color:#8D6E63;line-height:1.25}
.row .fill{flex:1}
.row b{font-size:44px;font-weight:800;color:#E65100;letter-spacing:-.5px;white-space:nowrap}
.note{margin:10px 0 0;text-align:center;font-size:24px;font-weight:500;color:#8D6E63}
.note strong{color:#E65100}
footer{margin:0 -64px;height:112px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;font-size:25px;font-weight:600;color:#fff;white-space:nowrap}
footer span+span{font-weight:500;font-size:23px;opacity:.92}
footer span{display:flex;align-items:center;gap:12px}
footer svg{width:28px;height:28px}
.cream footer{background:#E65100}
.orange footer{background:#4E2A12}
.cream h1{color:#E65100}.cream .tagline{color:#6D4C41}.cream .chip{color:#F57C00}
.cream .blob{background:radial-gradient(circle at 40% 35%,#FFCC80,#FFB74D 60%,#FFA726)}
.cream .badge{background:#BF360C;color:#FFF3E0}
.orange h1{color:#FFF3E0;text-shadow:0 6px 0 rgba(78,42,18,.35)}.orange .tagline{color:#FFE0B2}.orange .chip{color:#FFF3E0}
.orange .blob{background:radial-gradient(circle at 40% 35%,#FFF8EE,#FFE0B2)}
.orange .badge{background:#FFF3E0;color:#BF360C}
`

/**
 * A portrait 1080 x 1350 menu card.
 * @param {MenuCardOptions} options
 */
export function menuCard({ category, title, tagline, art, badge, items, note, theme }) {
  const rows = items
    .map(
      ([name, desc, price]) =>
        `<div class="row"><div><h3>${esc(name)}</h3>${desc ? `<p>${esc(desc)}</p>` : ''}</div><span class="fill"></span><b>${esc(price)}</b></div>`,
    )
    .join('')
  const brandColour = theme === 'orange' ? '#FFF3E0' : '#E65100'
  return page(
    1080,
    1350,
    MENU_CSS,
    `<div class="card ${theme}">
  <header>${brand(brandColour)}<div class="chip">Menú · ${esc(category)}</div></header>
  <h1 class="abril" data-fit>${esc(title)}</h1>
  <p class="tagline">${esc(tagline)}</p>
  <div class="stage"><div class="blob"></div><div class="art">${art}</div>
    <div class="badge"><small>${esc(badge[0])}</small><strong>${esc(badge[1])}</strong></div></div>
  <section class="menu">${rows}${note ? `<p class="note">${note}</p>` : ''}</section>
  ${footer()}
</div>`,
  )
}

const POSTER_CSS = `
.poster{position:relative;width:1080px;height:1350px;overflow:hidden;display:flex;flex-direction:column;padding:52px 64px 0}
.poster>*{position:relative}
header{display:flex;align-items:center;justify-content:space-between}
.brand{display:flex;align-items:center;gap:16px;font-size:44px;line-height:1}
.logo svg{width:68px;height:68px}
footer{margin:auto -64px 0;height:112px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;font-size:25px;font-weight:600;color:#fff;white-space:nowrap}
footer span+span{font-weight:500;font-size:23px;opacity:.92}
footer span{display:flex;align-items:center;gap:12px}
footer svg{width:28px;height:28px}
.rays{position:absolute;inset:-40%;background:repeating-conic-gradient(from 0deg at 50% 50%,rgba(255,255,255,.06) 0 8deg,transparent 8deg 16deg)}
`

/** @param {PosterOptions} options */
export function retoPoster({ art }) {
  const rules = [
    ['Pide la Torre', 'cinco bolas de tus sabores favoritos en cono.'],
    ['5 minutos', 'sin ayuda y sin que se te caiga ninguna bola.'],
    ['¡Lo lograste!', 'no la pagas y sales en nuestro muro de campeones.'],
  ]
  return page(
    1080,
    1350,
    POSTER_CSS +
      `
.poster{background:radial-gradient(circle at 70% 45%,#5D2E12,#2B1408 70%);color:#FFF3E0}
.ribbon{align-self:flex-start;margin-top:34px;background:#F57C00;color:#fff;font-weight:800;font-size:34px;letter-spacing:.2em;padding:12px 34px 12px 30px;transform:rotate(-3deg);box-shadow:8px 8px 0 #BF360C}
h1{margin:26px 0 0;font-size:118px;line-height:.98}
h1 em{font-style:normal;color:#FFB74D;display:block;font-size:150px}
.body{display:flex;gap:10px;flex:1;min-height:0;margin-top:10px}
.tower{width:420px;flex:none;margin-left:-30px}
.tower svg{height:100%;width:100%}
ol{list-style:none;margin:24px 0 0;padding:0;display:flex;flex-direction:column;gap:26px}
li{display:flex;gap:20px;align-items:flex-start}
li i{flex:none;width:64px;height:64px;border-radius:50%;background:#F57C00;color:#fff;font-style:normal;font-weight:800;font-size:34px;display:flex;align-items:center;justify-content:center}
li b{display:block;font-size:36px;line-height:1.15;color:#FFB74D}
li span{font-size:27px;line-height:1.3;color:#FFE0B2}
.stamp{margin-top:34px;align-self:flex-start;border:6px solid #FFB74D;color:#FFB74D;border-radius:22px;padding:10px 28px;transform:rotate(-6deg);text-align:center}
.stamp strong{display:block;font-family:'Abril Fatface';font-weight:400;font-size:76px;line-height:1}
.stamp small{font-size:24px;font-weight:600;letter-spacing:.12em;text-transform:uppercase}
footer{background:#F57C00}
`,
    `<div class="poster"><div class="rays"></div>
  <header>${brand('#FFF3E0')}</header>
  <div class="ribbon">RETO DEL MES</div>
  <h1 class="abril">La Torre<em>de 5 bolas</em></h1>
  <div class="body"><div class="tower">${art}</div>
    <div><ol>${rules.map(([b, s], i) => `<li><i>${i + 1}</i><div><b>${b}</b><span>${s}</span></div></li>`).join('')}</ol>
    <div class="stamp"><strong>¡Gratis!</strong><small>si la terminas</small></div></div></div>
  <footer><span>${ICONS.clock}Todos los sábados · 3:00 pm – 11:00 pm</span><span>${ICONS.pin}Colón, Putumayo</span></footer>
</div>`,
  )
}

/** @param {PosterOptions} options */
export function temporadaPoster({ art }) {
  const prices = [
    ['Cono', '$5.000'],
    ['Copa', '$9.000'],
    ['Malteada', '$11.000'],
  ]
  return page(
    1080,
    1350,
    POSTER_CSS +
      `
.poster{background:radial-gradient(circle at 50% 52%,#FFF9C4 0,#FFE066 38%,#FBC02D 62%,#F57C00 100%);color:#4E2A12}
.rays{opacity:.9}
.pill{align-self:center;margin-top:34px;background:#E65100;color:#fff;font-weight:700;font-size:30px;letter-spacing:.22em;text-transform:uppercase;padding:12px 34px;border-radius:999px}
h1{margin:6px 0 0;text-align:center;font-size:250px;line-height:1;color:#BF360C;text-shadow:0 8px 0 #fff}
.sub{margin:4px 0 0;text-align:center;font-size:36px;font-weight:600}
.art{flex:1;min-height:0;display:flex;justify-content:center}
.art svg{height:100%}
.prices{display:flex;gap:24px;justify-content:center;margin:0 0 34px}
.price{background:#fff;border-radius:28px;padding:14px 34px;text-align:center;box-shadow:0 10px 0 rgba(191,54,12,.25)}
.price small{display:block;font-size:26px;font-weight:600;color:#8D6E63}
.price b{font-size:46px;font-weight:800;color:#E65100}
.tags{position:absolute;left:64px;right:64px;top:560px;display:flex;justify-content:space-between;pointer-events:none}
.tag{background:#4E2A12;color:#FFE066;font-weight:700;font-size:26px;padding:8px 22px;border-radius:999px}
.tag:nth-child(1){transform:rotate(-8deg)}.tag:nth-child(2){transform:rotate(7deg) translateY(80px)}
footer{background:#BF360C}
`,
    `<div class="poster"><div class="rays"></div>
  <header>${brand('#BF360C')}</header>
  <div class="pill">Sabor de temporada</div>
  <h1 class="abril">Arazá</h1>
  <p class="sub">Helado artesanal de fruta amazónica</p>
  <div class="art">${art}</div>
  <div class="tags"><span class="tag">Ácido y aromático</span><span class="tag">¡Recién llegado!</span></div>
  <div class="prices">${prices.map(([k, v]) => `<div class="price"><small>${k}</small><b>${v}</b></div>`).join('')}</div>
  <footer><span>${ICONS.star}Solo mientras dure la cosecha</span><span>${ICONS.pin}${SHOP.address}</span></footer>
</div>`,
  )
}

const STORY_CSS = `
.story{position:relative;width:1080px;height:1920px;overflow:hidden;color:#fff}
.story>*{position:absolute}
.status{top:0;left:0;right:0;height:84px;display:flex;align-items:center;justify-content:space-between;padding:0 60px;font-weight:600;font-size:36px}
.status .sys{display:flex;gap:14px;align-items:center}
.bars{top:96px;left:24px;right:24px;display:flex;gap:10px}
.bars i{flex:1;height:7px;border-radius:4px;background:rgba(255,255,255,.4);overflow:hidden}
.bars i.done{background:#fff}
.bars i.cur::before{content:'';display:block;height:100%;width:45%;background:#fff}
.user{top:130px;left:36px;right:36px;display:flex;align-items:center;gap:20px;text-shadow:0 2px 6px rgba(0,0,0,.3)}
.avatar{width:92px;height:92px;border-radius:50%;border:4px solid #fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:38px;text-shadow:none}
.user b{font-size:36px;font-weight:600}
.user .ago{font-size:34px;opacity:.75}
.user .icons{margin-left:auto;display:flex;gap:30px}
.user svg{width:54px;height:54px}
.scene{inset:0}
.art{left:50%;bottom:0;width:860px;height:1376px;transform:translateX(-50%)}
.art svg{width:100%;height:100%}
.reply{left:36px;right:36px;bottom:40px;display:flex;align-items:center;gap:34px}
.reply .input{flex:1;height:104px;border-radius:999px;border:3px solid rgba(255,255,255,.85);display:flex;align-items:center;padding:0 44px;font-size:34px;background:rgba(0,0,0,.12)}
.reply svg{width:66px;height:66px}
.sticker{font-weight:800;line-height:1.1;text-align:center}
.text-box{background:#fff;color:#222;padding:18px 30px;border-radius:22px;font-size:58px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.mention{background:#fff;border-radius:16px;padding:14px 26px;font-size:46px;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.mention span{background:linear-gradient(90deg,#F57C00,#D81B60);-webkit-background-clip:text;color:transparent}
.hashtag{font-size:62px;text-shadow:0 4px 14px rgba(0,0,0,.3)}
.location{background:#fff;color:#9C27B0;border-radius:16px;padding:12px 26px;font-size:42px;display:flex;gap:10px;align-items:center;box-shadow:0 8px 24px rgba(0,0,0,.18)}
.location svg{width:48px;height:48px}
.poll{width:640px;background:#fff;border-radius:30px;overflow:hidden;color:#222;box-shadow:0 8px 24px rgba(0,0,0,.2)}
.poll h4{margin:0;padding:26px;font-size:42px;background:linear-gradient(90deg,#7E57C2,#EC407A);color:#fff}
.poll div{display:flex;justify-content:space-between;padding:22px 34px;font-size:40px;border-top:2px solid #eee}
.poll div b{color:#7E57C2}
.rating{background:#fff;border-radius:30px;padding:20px 34px;color:#222;font-size:40px;box-shadow:0 8px 24px rgba(0,0,0,.2)}
.rating .stars{display:flex;gap:8px;justify-content:center;color:#FFB300;margin-top:8px}
.rating svg{width:62px;height:62px}
.doodle{stroke:#fff;fill:none;stroke-width:9;stroke-linecap:round;stroke-linejoin:round}
`

const STATUS_ICONS = `<span class="sys"><svg width="44" height="30" viewBox="0 0 22 15" fill="#fff"><rect x="0" y="10" width="4" height="5" rx="1"/><rect x="6" y="7" width="4" height="8" rx="1"/><rect x="12" y="4" width="4" height="11" rx="1"/><rect x="18" y="0" width="4" height="15" rx="1"/></svg><svg width="66" height="32" viewBox="0 0 33 16"><rect x="1" y="1" width="27" height="14" rx="4" fill="none" stroke="#fff" stroke-width="2"/><rect x="4" y="4" width="17" height="8" rx="2" fill="#fff"/><rect x="29.5" y="5" width="2.5" height="6" rx="1" fill="#fff"/></svg></span>`

/**
 * A 1080 x 1920 phone story screenshot with a customer's cone.
 * @param {StoryOptions} options
 */
export function story({
  user,
  initials,
  ago,
  clock,
  background,
  avatar,
  scene = '',
  art,
  stickers,
}) {
  return page(
    1080,
    1920,
    STORY_CSS,
    `<div class="story" style="background:${background}">
  <div class="scene">${scene}</div>
  <div class="art">${art}</div>
  ${stickers}
  <div class="status"><span>${clock}</span>${STATUS_ICONS}</div>
  <div class="bars"><i class="done"></i><i class="cur"></i><i></i></div>
  <div class="user"><span class="avatar" style="background:${avatar}">${esc(initials)}</span><b>${esc(user)}</b><span class="ago">${esc(ago)}</span><span class="icons">${ICONS.dots}${ICONS.close}</span></div>
  <div class="reply"><div class="input">Enviar mensaje</div>${ICONS.heart}${ICONS.send}</div>
</div>`,
  )
}

/** Runs in the page: shrink every [data-fit] element until it fits its box. */
export function fitText() {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll('[data-fit]')
  )) {
    let size = parseFloat(getComputedStyle(el).fontSize)
    while (el.scrollWidth > el.clientWidth && size > 24) {
      size -= 2
      el.style.fontSize = `${size}px`
    }
  }
}
