import { cookiesIntro, cookiesSections } from '../texts/cookies-text'
import { CookieChoice } from './cookie-choice'
import { LegalPage } from './legal-page'

export function CookiesPage() {
  return (
    <LegalPage
      title="Política de cookies"
      metaTitle="Política de cookies | Heladería en Colón, Putumayo"
      description="Qué guarda este sitio en tu navegador: solo tu elección sobre las cookies y el almacenamiento técnico de Firebase. Sin publicidad ni analítica."
      intro={cookiesIntro}
      sections={cookiesSections}
    >
      <CookieChoice />
    </LegalPage>
  )
}
