// The demo pictures: menu cards, promo posters and customer "stories", as HTML to render.
import * as bebidas from './art-bebidas.mjs'
import * as comidas from './art-comidas.mjs'
import * as helados from './art-helados.mjs'
import { FLAVOURS } from './art-shared.mjs'

const menu = (slug, titulo, subtitulo, art, precios, fondo = '#FFF3E0') => ({
  slug,
  nombre: `${slug}.webp`,
  width: 1080,
  height: 1350,
  html: `
  <div class="card" style="background:${fondo}">
    <div class="band"><span class="brand">Heladería Colón</span><span class="place">Colón · Putumayo</span></div>
    <h1>${titulo}</h1>
    <p class="sub">${subtitulo}</p>
    <div class="art">${art}</div>
    <ul class="prices">${precios
      .map(([item, precio]) => `<li><span>${item}</span><i></i><b>${precio}</b></li>`)
      .join('')}</ul>
    <div class="foot">Lunes a sábado · 3:00 pm – 11:00 pm</div>
  </div>`,
})

const poster = (slug, kicker, titulo, texto, art, colores) => ({
  slug,
  nombre: `${slug}.webp`,
  width: 1080,
  height: 1350,
  html: `
  <div class="card poster" style="background:linear-gradient(160deg, ${colores[0]}, ${colores[1]})">
    <p class="kicker">${kicker}</p>
    <h1 class="big">${titulo}</h1>
    <div class="art">${art}</div>
    <p class="sub light">${texto}</p>
    <div class="foot light">Solo en Heladería Colón · Colón, Putumayo</div>
  </div>`,
})

const story = (slug, usuario, texto, art, colores) => ({
  slug,
  nombre: `${slug}.webp`,
  width: 1080,
  height: 1920,
  html: `
  <div class="story" style="background:linear-gradient(180deg, ${colores[0]}, ${colores[1]})">
    <div class="bars"><i></i><i></i><i></i></div>
    <div class="who"><span class="avatar">${usuario[0].toUpperCase()}</span><b>${usuario}</b><span>hace 2 h</span></div>
    <div class="art story-art">${art}</div>
    <p class="caption">${texto}</p>
    <p class="tag">@heladeriacolon</p>
  </div>`,
})

export const CATEGORIES = {
  comidas: [
    menu(
      'hamburguesas',
      'Hamburguesas',
      'Carne a la parrilla, queso y papas',
      comidas.hamburguesa(),
      [
        ['Sencilla', '$12.000'],
        ['Doble carne', '$16.000'],
        ['Especial de la casa', '$18.000'],
      ],
    ),
    menu(
      'perros-calientes',
      'Perros calientes',
      'Con salsas de la casa y papita ripio',
      comidas.perroCaliente(),
      [
        ['Perro sencillo', '$8.000'],
        ['Perro americano', '$11.000'],
        ['Perro especial', '$13.000'],
      ],
    ),
    menu('salchipapas', 'Salchipapas', 'Para compartir en familia', comidas.salchipapas(), [
      ['Personal', '$10.000'],
      ['Mediana', '$15.000'],
      ['Familiar', '$24.000'],
    ]),
    menu('pizza', 'Pizza', 'Masa artesanal horneada al momento', comidas.pizza(), [
      ['Porción hawaiana', '$6.000'],
      ['Porción pollo y champiñones', '$7.000'],
      ['Pizza mediana', '$28.000'],
    ]),
    menu(
      'arepas-y-mazorcada',
      'Arepas y mazorcada',
      'El sabor de nuestra tierra',
      comidas.arepaMazorca(),
      [
        ['Arepa con queso', '$6.000'],
        ['Arepa rellena', '$10.000'],
        ['Mazorcada', '$15.000'],
      ],
    ),
  ],
  helados: [
    menu(
      'conos',
      'Conos',
      'Una, dos o tres bolas',
      helados.cono(),
      [
        ['Cono sencillo', '$4.000'],
        ['Cono doble', '$6.500'],
        ['Cono triple', '$9.000'],
      ],
      '#FFF8E7',
    ),
    menu(
      'copas',
      'Copas',
      'Con crema, salsas y frutas',
      helados.copa(),
      [
        ['Copa sencilla', '$9.000'],
        ['Copa de frutas', '$12.000'],
        ['Copa especial', '$14.000'],
      ],
      '#FFF8E7',
    ),
    menu(
      'malteadas',
      'Malteadas',
      'Espesas y bien frías',
      helados.malteada(),
      [
        ['Vainilla o fresa', '$10.000'],
        ['Chocolate', '$11.000'],
        ['Oreo', '$12.000'],
      ],
      '#FFF8E7',
    ),
    menu(
      'paletas',
      'Paletas',
      'De agua y de leche',
      helados.paletas(),
      [
        ['Paleta de agua', '$2.500'],
        ['Paleta de leche', '$3.500'],
        ['Paleta cubierta', '$5.000'],
      ],
      '#FFF8E7',
    ),
    menu(
      'banana-split',
      'Banana split',
      'Tres sabores, banano y crema',
      helados.bananaSplit(),
      [
        ['Banana split', '$14.000'],
        ['Banana split doble', '$20.000'],
      ],
      '#FFF8E7',
    ),
  ],
  bebidas: [
    menu(
      'jugos-naturales',
      'Jugos naturales',
      'En agua o en leche',
      bebidas.jugo(),
      [
        ['Mora, mango, lulo', '$5.000'],
        ['Maracuyá, guanábana', '$6.000'],
        ['Jugo en leche', '$7.000'],
      ],
      '#F1F8E9',
    ),
    menu(
      'limonadas',
      'Limonadas',
      'Refrescantes y naturales',
      bebidas.limonada(),
      [
        ['Limonada natural', '$4.500'],
        ['Limonada de coco', '$8.000'],
        ['Limonada cerezada', '$7.000'],
      ],
      '#F1F8E9',
    ),
    menu(
      'gaseosas',
      'Gaseosas',
      'Bien frías',
      bebidas.gaseosas(),
      [
        ['Personal 400 ml', '$3.000'],
        ['1,5 litros', '$6.500'],
        ['Agua', '$2.500'],
      ],
      '#F1F8E9',
    ),
    menu(
      'cafe-y-chocolate',
      'Café y chocolate',
      'Para las noches frescas',
      bebidas.cafeChocolate(),
      [
        ['Tinto', '$1.500'],
        ['Café con leche', '$3.000'],
        ['Chocolate con queso', '$5.500'],
      ],
      '#FFF3E0',
    ),
  ],
  misterio: [
    poster(
      'reto-del-mes',
      'Reto del mes',
      '¡Tres bolas en un minuto!',
      'Termina un cono triple en un minuto y el próximo va por nuestra cuenta.',
      helados.cono([FLAVOURS.mora, FLAVOURS.maracuya, FLAVOURS.chicle]),
      ['#E65100', '#8F3600'],
    ),
    poster(
      'sabor-de-temporada',
      'Sabor de temporada',
      'Helado de arazá',
      'La fruta amazónica más rica, ahora en cono, copa y malteada. Solo este mes.',
      helados.cono([FLAVOURS.araza, FLAVOURS.araza], { withCherry: false }),
      ['#F57C00', '#BF360C'],
    ),
  ],
  'cono-gratis': [
    story(
      'historia-laura',
      'laura.mz',
      '¡El mejor cono de Colón! 🍦',
      helados.cono([FLAVOURS.fresa, FLAVOURS.vainilla]),
      ['#FFB74D', '#F06292'],
    ),
    story(
      'historia-andres',
      'andres_putumayo',
      'Tarde de helado con los parceros',
      helados.copa(),
      ['#4FC3F7', '#7E57C2'],
    ),
    story(
      'historia-camila',
      'cami.rosero',
      'Malteada de chocolate = felicidad',
      helados.malteada(),
      ['#A1887F', '#5D4037'],
    ),
    story('historia-julian', 'julian.ortiz', 'Banana split para celebrar', helados.bananaSplit(), [
      '#81C784',
      '#00897B',
    ]),
  ],
}

export const STYLES = `
  * { box-sizing: border-box; margin: 0; }
  body { font-family: Poppins, sans-serif; color: #4A2511; }
  .card { width: 1080px; height: 1350px; position: relative; overflow: hidden; display: flex; flex-direction: column; align-items: center; padding: 0 80px 60px; }
  .band { width: calc(100% + 160px); background: #E65100; color: #FFF3E0; display: flex; justify-content: space-between; padding: 28px 80px; font-size: 30px; font-weight: 600; }
  .brand { font-family: 'Abril Fatface'; font-weight: 400; font-size: 40px; letter-spacing: 1px; }
  h1 { font-family: 'Abril Fatface'; font-weight: 400; font-size: 116px; color: #BF360C; margin-top: 40px; line-height: 1; text-align: center; }
  .sub { font-size: 36px; margin-top: 16px; text-align: center; }
  .art { width: 560px; height: 560px; margin-top: 10px; }
  .art svg { width: 100%; height: 100%; }
  .prices { list-style: none; padding: 0; width: 100%; font-size: 40px; margin-top: 6px; }
  .prices li { display: flex; align-items: baseline; gap: 16px; padding: 10px 0; }
  .prices i { flex: 1; border-bottom: 4px dotted #E6510080; }
  .prices b { color: #BF360C; font-weight: 700; }
  .foot { position: absolute; bottom: 36px; font-size: 28px; font-weight: 600; color: #8F3600; }
  .poster { justify-content: center; color: #FFF3E0; padding-top: 40px; }
  .kicker { font-size: 44px; font-weight: 700; text-transform: uppercase; letter-spacing: 8px; background: #FFF3E0; color: #BF360C; padding: 10px 36px; border-radius: 999px; }
  .big { color: #FFF3E0; font-size: 120px; margin-top: 40px; text-shadow: 0 6px 0 #00000030; }
  .light { color: #FFF3E0; }
  .poster .sub { font-size: 40px; max-width: 860px; }
  .story { width: 1080px; height: 1920px; position: relative; padding: 60px; color: #fff; display: flex; flex-direction: column; align-items: center; }
  .bars { display: flex; gap: 12px; width: 100%; }
  .bars i { flex: 1; height: 8px; border-radius: 4px; background: #ffffffaa; }
  .who { align-self: flex-start; display: flex; align-items: center; gap: 20px; margin-top: 36px; font-size: 40px; }
  .who span:last-child { opacity: .8; font-size: 34px; }
  .avatar { width: 96px; height: 96px; border-radius: 50%; background: #fff; color: #BF360C; display: grid; place-items: center; font-weight: 700; font-size: 48px; }
  .story-art { width: 860px; height: 860px; margin-top: 180px; background: #ffffff33; border-radius: 60px; padding: 60px; }
  .caption { margin-top: 100px; font-size: 64px; font-weight: 700; background: #ffffffee; color: #4A2511; padding: 24px 40px; border-radius: 24px; text-align: center; max-width: 900px; }
  .tag { margin-top: 40px; font-size: 48px; font-weight: 600; }
`
