import { FirstLookAnnouncement } from '@/components/layout/announcement'
import { FirstLookPageActions } from '@/components/share/first-look-page-actions'
import { sitePageAt } from '@/config/pages'
import { FREE_CONE_TEXT } from '@/features/free-cone/messages'
import { menuShareText } from '@/features/menu/components/menu-pages'
import { FirstLookOrderButton } from '@/features/order/components/first-look-order-button'

/** The free-cone page: its floating 'Compartir' (free-cone-page.tsx). */
const FREE_CONE_PATH = '/cono-gratis'

/**
 * Build time only: the parts of a page's first look that the entry draws once it knows whether
 * and how (first-look-alive.ts), as inert templates rendered with the app's own components: the
 * staff's notice, the floating buttons of the pages that have them, a menu's 'Agregar'. The
 * app's own download carries none of this.
 */
export function FirstLookParts({ path }: { path: string }) {
  const menu = sitePageAt(path)?.menu
  return (
    <>
      <FirstLookAnnouncement />
      {menu && <FirstLookPageActions menu={menu} shareText={menuShareText(menu)} />}
      {menu && <FirstLookOrderButton />}
      {path === FREE_CONE_PATH && <FirstLookPageActions shareText={FREE_CONE_TEXT.share} />}
    </>
  )
}
