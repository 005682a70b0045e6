import { Link } from 'react-router'
import { ShopText } from '@/components/shop/shop-text'
import { WriteToUs } from '../components/write-to-us'
import type { LegalSection } from '../components/legal-page'
import { COOKIE_CONSENT_KEY } from '../cookie-consent'

export const cookiesIntro = (
  <p>
    Esta política explica qué guarda el sitio de <ShopText value="nombre" /> en tu navegador. En
    resumen: solo lo necesario para que funcione y para recordar tu elección sobre las cookies. No
    usamos cookies de publicidad ni de analítica.
  </p>
)

export const cookiesSections: LegalSection[] = [
  {
    id: 'que-son',
    title: 'Qué son las cookies y el almacenamiento local',
    body: (
      <p>
        Las cookies y el almacenamiento local son pequeños datos que un sitio web guarda en tu
        navegador para recordar algo entre una visita y otra. Se quedan en tu dispositivo hasta que
        caducan o hasta que los borras.
      </p>
    ),
  },
  {
    id: 'que-usamos',
    title: 'Qué usamos',
    body: (
      <ul>
        <li>
          <strong>Tu elección sobre las cookies:</strong> cuando pulsas «Aceptar cookies» o
          «Rechazar cookies» guardamos en el almacenamiento local de tu navegador la clave{' '}
          <code>{COOKIE_CONSENT_KEY}</code> con el valor <code>accepted</code> o{' '}
          <code>rejected</code>. Solo sirve para recordar tu respuesta y nunca sale de tu
          dispositivo.
        </li>
        <li>
          <strong>Tu pedido:</strong> si armas un pedido con la carta de hoy, guardamos en tu
          navegador lo que llevas y lo que escribiste en él (nombre, dirección, forma de pago, nota)
          durante un día, para que no lo pierdas al pasar de un menú a otro. Solo sale de tu
          dispositivo en el mensaje que tú envías por WhatsApp.
        </li>
        <li>
          <strong>Almacenamiento técnico de Firebase:</strong> el servicio de Google que usamos para
          mostrar los menús e imágenes puede guardar datos técnicos en el navegador (por ejemplo, en
          IndexedDB) para funcionar. Cuando envías una opinión o una imagen guarda una sesión
          anónima, que solo sirve para limitar los envíos seguidos. Si eres parte del personal e
          inicias sesión, también guarda tu sesión para que no tengas que entrar cada vez.
        </li>
      </ul>
    ),
  },
  {
    id: 'que-no-usamos',
    title: 'Qué no usamos',
    body: (
      <p>
        No usamos cookies publicitarias, ni herramientas de analítica o estadísticas de visitas, ni
        píxeles de redes sociales. No seguimos tu navegación en otros sitios.
      </p>
    ),
  },
  {
    id: 'borrar',
    title: 'Cómo borrar estos datos',
    body: (
      <p>
        Puedes borrar lo que el sitio guarda desde la configuración de tu navegador (opción «Borrar
        datos de navegación» o «Datos de sitios»). Si lo haces, también se borra tu elección y el
        estado vuelve a «aún no has elegido».
      </p>
    ),
  },
  {
    id: 'terceros',
    title: 'Sitios de terceros',
    body: (
      <p>
        Los enlaces a nuestras redes sociales te llevan a otros sitios, que usan sus propias cookies
        según sus políticas.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios y contacto',
    body: (
      <p>
        Si algún día usamos otras cookies, actualizaremos esta página y te pediremos permiso antes
        de activarlas. Para saber cómo tratamos tus datos personales, lee la{' '}
        <Link to="/politica-de-privacidad">política de privacidad</Link>. Si tienes preguntas,
        <WriteToUs />.
      </p>
    ),
  },
]
