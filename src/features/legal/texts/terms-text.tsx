import { Link } from 'react-router'
import { ShopText } from '@/components/shop/shop-text'
import { WhenShopHas } from '@/components/shop/when-shop-has'
import { ContactEmail } from '../components/contact-email'
import { WriteToUs } from '../components/write-to-us'
import type { LegalSection } from '../components/legal-page'

export const termsIntro = (
  <p>
    Estos términos regulan el uso del sitio web de <ShopText value="nombre" />, un negocio de
    comidas rápidas, helados y bebidas ubicado en <ShopText value="direccion" />, Colombia. Al usar
    el sitio aceptas estos términos; si no estás de acuerdo con ellos, por favor no lo uses.
  </p>
)

export const termsSections: LegalSection[] = [
  {
    id: 'que-ofrece',
    title: 'Qué ofrece el sitio',
    body: (
      <p>
        El sitio es informativo: muestra nuestros menús de comidas, helados y bebidas, nuestro
        horario y nuestras promociones; te permite participar en la promoción del cono gratis y
        enviarnos tu opinión. Usarlo es gratis y no necesitas crear una cuenta.
      </p>
    ),
  },
  {
    id: 'sin-pagos',
    title: 'Sin pagos ni ventas en el sitio',
    body: (
      <>
        <p>
          <strong>
            En este sitio no se realizan pagos ni ventas: no vendemos productos en línea y nunca te
            pediremos datos de tarjetas ni de cuentas bancarias.
          </strong>{' '}
          Si armas un pedido con la carta de hoy, el sitio solo escribe el mensaje que tú envías por
          WhatsApp a la tienda: no lo guarda ni lo cobra. Las compras y los pagos se acuerdan
          directamente con nosotros: en el local, al recibir tu pedido o con una transferencia que
          haces tú desde tu aplicación (Nequi, Daviplata o Bre-B).
        </p>
        <p>
          Si alguien te pide un pago en nombre de este sitio, no somos nosotros: avísanos{' '}
          <WhenShopHas value="email" otherwise="en nuestro local">
            a <ContactEmail />
          </WhenShopHas>
          .
        </p>
      </>
    ),
  },
  {
    id: 'menu',
    title: 'Menús, precios e imágenes',
    body: (
      <p>
        Las fotografías de los productos son ilustrativas. Procuramos mantener el menú actualizado,
        pero los productos disponibles pueden cambiar según la temporada. Si ves alguna diferencia
        con la información del local, pregúntanos antes de comprar.
      </p>
    ),
  },
  {
    id: 'cono-gratis',
    title: 'Promoción del cono gratis',
    body: (
      <>
        <p>
          Para participar subes un pantallazo de una historia sobre <ShopText value="nombre" />{' '}
          publicada en cualquier red social. La participación es voluntaria y gratuita. Al subir la
          imagen:
        </p>
        <ul>
          <li>
            declaras que la imagen es tuya o que las personas que aparecen en ella están de acuerdo
            con publicarla (y, si son menores de edad, sus representantes legales);
          </li>
          <li>
            nos permites mostrarla de forma gratuita en la galería pública del sitio mientras no se
            elimine; la imagen sigue siendo tuya;
          </li>
          <li>
            aceptas que podamos no publicar o eliminar imágenes ofensivas, ajenas a la promoción,
            que muestren a menores sin autorización o que vulneren derechos de terceros.
          </li>
        </ul>
        <p>
          El número que te asigna el sitio identifica tu participación. Las condiciones de cada
          temporada (vigencia, cantidad de helados y forma de reclamarlos) se informan en el local y
          en nuestras redes sociales.
        </p>
      </>
    ),
  },
  {
    id: 'opiniones',
    title: 'Opiniones y sugerencias',
    body: (
      <p>
        Las opiniones que nos envías solo las lee nuestro personal y no se publican en el sitio. Te
        pedimos escribir con respeto y no incluir datos personales tuyos ni de otras personas.
        Podemos usar tus sugerencias para mejorar sin que eso genere un pago o una obligación para
        ninguna de las partes.
      </p>
    ),
  },
  {
    id: 'pagina-misteriosa',
    title: 'Página misteriosa',
    body: (
      <p>
        En la página misteriosa publicamos promociones, retos, actividades y productos de temporada.
        Cada una tiene las condiciones que se anuncian junto con ella.
      </p>
    ),
  },
  {
    id: 'uso-aceptable',
    title: 'Uso aceptable',
    body: (
      <p>
        No uses el sitio para subir contenido ilegal, ofensivo o que no sea una imagen; para enviar
        mensajes masivos o automáticos, ni para intentar acceder a las zonas reservadas al personal
        o afectar el funcionamiento del sitio.
      </p>
    ),
  },
  {
    id: 'propiedad',
    title: 'Propiedad intelectual',
    body: (
      <p>
        El nombre, el logo, los textos, las ilustraciones y las imágenes de los menús pertenecen a{' '}
        <ShopText value="nombre" /> o a quienes nos autorizaron a usarlos. No los copies con fines
        comerciales sin nuestro permiso. Las imágenes que suben los clientes siguen siendo de sus
        autores.
      </p>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Disponibilidad y enlaces externos',
    body: (
      <p>
        Hacemos lo posible para que el sitio funcione siempre, pero puede tener interrupciones por
        mantenimiento o fallas de conexión. Los enlaces a redes sociales y a otras páginas llevan a
        sitios de terceros, que tienen sus propios términos y políticas.
      </p>
    ),
  },
  {
    id: 'datos-personales',
    title: 'Datos personales',
    body: (
      <p>
        Tratamos tus datos según nuestra{' '}
        <Link to="/politica-de-privacidad">política de privacidad</Link> y nuestra{' '}
        <Link to="/politica-de-cookies">política de cookies</Link>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios, ley aplicable y contacto',
    body: (
      <p>
        Podemos actualizar estos términos; la versión vigente es la publicada en esta página con su
        fecha de actualización. Estos términos se rigen por las leyes de la República de Colombia.
        Si tienes preguntas, <WriteToUs />.
      </p>
    ),
  },
]
