import { Link } from 'react-router'
import { ShopText } from '@/components/shop/shop-text'
import { WhenShopHas } from '@/components/shop/when-shop-has'
import { ContactEmail } from '../components/contact-email'
import { ContactPhone } from '../components/contact-phone'
import { WriteToUs } from '../components/write-to-us'
import type { LegalSection } from '../components/legal-page'

export const privacyIntro = (
  <p>
    En <ShopText value="nombre" /> cuidamos los datos personales que nos confías. Esta política
    explica qué datos recogemos en este sitio web, para qué los usamos, dónde se guardan y cómo
    puedes ejercer tus derechos, conforme a la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013
    (hoy compilado en el Decreto 1074 de 2015) y las demás normas colombianas sobre protección de
    datos personales.
  </p>
)

export const privacySections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable del tratamiento',
    body: (
      <>
        <p>El responsable del tratamiento de tus datos personales es:</p>
        <ul>
          <li>
            <strong>Nombre:</strong> <ShopText value="nombre" />
          </li>
          <li>
            <strong>Dirección:</strong> <ShopText value="direccion" />, Colombia
          </li>
          <WhenShopHas value="telefono" as="li">
            <strong>Teléfono:</strong> <ContactPhone />
          </WhenShopHas>
          <WhenShopHas value="email" as="li">
            <strong>Correo electrónico:</strong> <ContactEmail />
          </WhenShopHas>
        </ul>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos recogemos',
    body: (
      <>
        <p>Solo recogemos los datos que tú nos envías, y únicamente estos:</p>
        <ul>
          <li>
            <strong>Fotos de clientes (promoción del cono gratis):</strong> el pantallazo o la foto
            que subes, que puede mostrar tu cara, tu nombre de usuario en redes sociales o a otras
            personas; el nombre original del archivo; la fecha y hora de envío, y el número que le
            asignamos.
          </li>
          <li>
            <strong>Opiniones y sugerencias:</strong> el texto del mensaje y la fecha y hora de
            envío. No te pedimos nombre, correo ni teléfono; por favor no escribas datos personales
            en el mensaje.
          </li>
          <li>
            <strong>Personal del negocio:</strong> el correo electrónico y el rol de las personas
            autorizadas para administrar el sitio.
          </li>
          <li>
            <strong>Sesión anónima:</strong> cuando envías una opinión o una imagen, tu navegador
            recibe un identificador anónimo y guardamos la hora de tu último envío, solo para evitar
            abusos (un envío cada pocos segundos). No lo relacionamos con tu nombre ni con ningún
            otro dato.
          </li>
        </ul>
        <p>
          Para entregar y proteger las páginas, los servidores de nuestro proveedor reciben, como en
          cualquier sitio web, datos técnicos de la conexión (por ejemplo, la dirección IP y el tipo
          de navegador). No usamos herramientas de analítica, ni publicidad, ni perfiles de
          visitantes.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos tus datos (finalidades)',
    body: (
      <>
        <ul>
          <li>
            Gestionar la promoción del cono gratis: recibir tu imagen, asignarle un número y
            comprobar que participaste.
          </li>
          <li>
            Mostrar públicamente las fotos de clientes en la galería del sitio («Así disfrutan
            nuestros clientes de nuestras deliciosas comidas»).
          </li>
          <li>Leer tus opiniones y sugerencias para mejorar nuestros productos y la atención.</li>
          <li>Permitir que el personal autorizado administre las imágenes del sitio.</li>
          <li>Mantener el sitio seguro y funcionando.</li>
        </ul>
        <p>
          No vendemos, alquilamos ni cedemos tus datos a terceros, y no los usamos para enviarte
          publicidad.
        </p>
      </>
    ),
  },
  {
    id: 'cono-gratis',
    title: 'La promoción del cono gratis y la galería',
    body: (
      <>
        <p>
          Para participar subes un pantallazo de una historia publicada en tus redes sociales. Al
          enviarlo nos das tu autorización previa, expresa e informada para tratar esa imagen con
          las finalidades de esta política, incluida su <strong>publicación</strong> en la galería
          del sitio, que cualquier persona que visite la página puede ver. Mientras esté publicada,
          otras personas podrían verla, copiarla o guardarla.
        </p>
        <p>
          Las imágenes se conservan hasta que se eliminan: las borra nuestro personal o las borramos
          cuando nos lo pides (consulta «Cómo ejercer tus derechos»). Sube solo imágenes tuyas o de
          personas que estén de acuerdo con que se publiquen.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo guardamos los datos',
    body: (
      <ul>
        <li>Fotos de clientes: hasta que se eliminen, como se explica arriba.</li>
        <li>
          Opiniones: solo las lee nuestro personal y se guardan hasta que las eliminamos, nunca más
          tiempo del necesario para atender la sugerencia.
        </li>
        <li>Cuentas del personal: mientras la persona trabaje con nosotros.</li>
      </ul>
    ),
  },
  {
    id: 'proveedores',
    title: 'Dónde se guardan (proveedores)',
    body: (
      <>
        <p>
          Este sitio funciona sobre <strong>Google Firebase</strong> (Google LLC), que actúa como
          encargado del tratamiento: Cloud Firestore guarda los registros de imágenes y opiniones,
          Cloud Storage for Firebase guarda los archivos de imagen, Firebase Authentication gestiona
          las cuentas del personal y Firebase Hosting entrega las páginas.
        </p>
        <p>
          Los servidores de Google pueden estar fuera de Colombia, por lo que tus datos pueden
          transmitirse a otros países con las garantías contractuales del proveedor. Puedes leer
          cómo protege Google estos datos en{' '}
          <a href="https://firebase.google.com/support/privacy" rel="noopener noreferrer">
            firebase.google.com/support/privacy
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos como titular',
    body: (
      <>
        <p>De acuerdo con el artículo 8 de la Ley 1581 de 2012, tienes derecho a:</p>
        <ul>
          <li>Conocer, actualizar y rectificar tus datos personales.</li>
          <li>Pedir prueba de la autorización que nos diste.</li>
          <li>Ser informado, si lo pides, sobre el uso que le damos a tus datos.</li>
          <li>
            Revocar la autorización y pedir la supresión de tus datos, por ejemplo que borremos tu
            foto de la galería.
          </li>
          <li>Acceder gratuitamente a tus datos personales.</li>
          <li>
            Presentar quejas ante la Superintendencia de Industria y Comercio (SIC) después de haber
            hecho tu consulta o reclamo ante nosotros.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'como-ejercerlos',
    title: 'Cómo ejercer tus derechos',
    body: (
      <>
        <p>
          <WhenShopHas value="email" otherwise="Acércate">
            Escríbenos a <ContactEmail /> o acércate
          </WhenShopHas>{' '}
          a nuestro local en <ShopText value="direccion" />. Indica:
        </p>
        <ul>
          <li>tu nombre y un medio para responderte;</li>
          <li>qué pides (conocer, actualizar, rectificar, suprimir o revocar la autorización);</li>
          <li>
            los datos que nos ayuden a encontrar la información, por ejemplo el número que te
            asignamos al subir la foto o la fecha en que la enviaste.
          </li>
        </ul>
        <p>
          Podemos pedirte algún dato adicional para comprobar que eres el titular o su
          representante.
        </p>
      </>
    ),
  },
  {
    id: 'plazos',
    title: 'Plazos de respuesta',
    body: (
      <ul>
        <li>
          <strong>Consultas:</strong> respondemos en un máximo de 10 días hábiles desde que las
          recibimos. Si no es posible, te explicamos el motivo y respondemos dentro de los 5 días
          hábiles siguientes.
        </li>
        <li>
          <strong>Reclamos</strong> (corregir, actualizar, suprimir o revocar): respondemos en un
          máximo de 15 días hábiles contados desde el día siguiente a su recibo. Si no es posible,
          te explicamos el motivo y respondemos dentro de los 8 días hábiles siguientes. Si al
          reclamo le falta información, te la pedimos dentro de los 5 días siguientes; si pasan 2
          meses sin que la envíes, entenderemos que desististe.
        </li>
      </ul>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        Este sitio no está pensado para recoger datos de niños, niñas o adolescentes. Si eres menor
        de 18 años, pide permiso a tu madre, padre o representante legal antes de subir una foto. No
        subas imágenes en las que aparezcan menores sin la autorización de sus representantes
        legales. Si sabemos que una imagen publicada muestra a un menor sin esa autorización, la
        eliminamos; sus representantes pueden pedirnos que la borremos en cualquier momento.
      </p>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    body: (
      <p>
        Las páginas se entregan por conexiones cifradas (HTTPS). Reglas de acceso en la base de
        datos y en el almacenamiento hacen que solo el personal autorizado pueda leer las opiniones
        y modificar o borrar imágenes. Ningún sistema es completamente seguro, pero revisamos estas
        medidas y actuamos rápido si detectamos un problema.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    body: (
      <p>
        No usamos cookies de publicidad ni de analítica. Los detalles están en la{' '}
        <Link to="/politica-de-cookies">política de cookies</Link>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios a esta política',
    body: (
      <p>
        Podemos actualizar esta política cuando cambie el sitio o la ley. Publicaremos aquí la
        versión vigente con su fecha de actualización. Si un cambio afecta las finalidades para las
        que nos diste tu autorización, te lo informaremos en el sitio antes de aplicarlo. Si tienes
        preguntas, <WriteToUs />.
      </p>
    ),
  },
]
