import { privacyIntro, privacySections } from '../texts/privacy-text'
import { LegalPage } from './legal-page'

export function PrivacyPage() {
  return (
    <LegalPage title="Política de privacidad" intro={privacyIntro} sections={privacySections} />
  )
}
