import { ContactLink } from './contact-link'

/** The shop's phone, as a call link. */
export function ContactPhone() {
  return <ContactLink field="telefono" href="tel" />
}
