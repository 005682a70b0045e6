import { privacyIntro, privacySections } from '../texts/privacy-text'
import { LegalPage } from './legal-page'

export function PrivacyPage() {
  return (
    <LegalPage
      title="Política de privacidad"
      metaTitle="Política de privacidad | Heladería en Colón, Putumayo"
      description="Qué datos personales tratamos (fotos de clientes y opiniones), para qué, dónde se guardan y cómo ejercer tus derechos según la Ley 1581 de 2012."
      intro={privacyIntro}
      sections={privacySections}
    />
  )
}
