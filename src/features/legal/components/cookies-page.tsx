import { cookiesIntro, cookiesSections } from '../texts/cookies-text'
import { CookieChoice } from './cookie-choice'
import { LegalPage } from './legal-page'

export function CookiesPage() {
  return (
    <LegalPage title="Política de cookies" intro={cookiesIntro} sections={cookiesSections}>
      <CookieChoice />
    </LegalPage>
  )
}
