import { termsIntro, termsSections } from '../texts/terms-text'
import { LegalPage } from './legal-page'

export function TermsPage() {
  return (
    <LegalPage
      title="Términos y condiciones"
      metaTitle="Términos y condiciones | Heladería en Colón, Putumayo"
      description="Condiciones de uso del sitio, de la promoción del cono gratis y de las opiniones. En este sitio no se realizan pagos ni ventas."
      intro={termsIntro}
      sections={termsSections}
    />
  )
}
