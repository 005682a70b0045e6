import { navLinks } from './pages'

/** The extra pages of the header's three-dots menu (the page table's `nav: 'more'`). */
export const EXTRA_PAGES = navLinks('more')

/** The footer's legal links (the page table's `nav: 'legal'`). */
export const LEGAL_LINKS = navLinks('legal')
