import { CountedIcon } from '../components/counted-icon'
import type { NavItem } from '../components/dashboard-nav-items'
import { OPINIONS_PATH, SECTIONS } from '../../shared/sections'
import { countWords } from '../../shared/utils/count-text'
import { useActivity, type Activity } from '../../shared/hooks/use-activity'

/** The menu entries that show a live count, what it counts and how their name says it. */
const COUNTED: Record<string, { count: (activity: Activity) => number | null; words: string }> = {
  [SECTIONS.clientes.listPath]: { count: ({ pending }) => pending, words: 'por revisar' },
  [OPINIONS_PATH]: { count: ({ unread }) => unread, words: 'sin leer' },
}

/**
 * A menu entry's icon and name, with how many free-cone pictures wait on Clientes and how many
 * opinions are unread on Opiniones.
 */
export function useNavBadges() {
  const activity = useActivity()
  const countOf = (item: NavItem) => COUNTED[item.to]?.count(activity) ?? 0
  return {
    icon: (item: NavItem) =>
      COUNTED[item.to] ? <CountedIcon icon={item.icon} count={countOf(item)} /> : item.icon,
    name: (item: NavItem) =>
      countOf(item) > 0
        ? `${item.label}, ${countWords(countOf(item))} ${COUNTED[item.to]?.words ?? ''}`
        : undefined,
  }
}
