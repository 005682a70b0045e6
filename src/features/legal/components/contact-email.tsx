import { ContactLink } from './contact-link'

/** The shop's legal contact address, as a mail link. */
export function ContactEmail() {
  return <ContactLink field="email" href="mailto" />
}
