import { termsIntro, termsSections } from '../texts/terms-text'
import { LegalPage } from './legal-page'

export function TermsPage() {
  return <LegalPage title="Términos y condiciones" intro={termsIntro} sections={termsSections} />
}
