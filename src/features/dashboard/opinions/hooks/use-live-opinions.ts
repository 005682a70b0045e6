import { usePagedLiveList } from '../../shared/hooks/use-paged-live-list'
import { OPINIONS_PAGE, subscribeOpinions } from '../api/opinions-inbox'

/** The newest opinions, live, a page at a time. */
export const useLiveOpinions = () =>
  usePagedLiveList(subscribeOpinions, 'opiniones', OPINIONS_PAGE, 'No se pudo cargar las opiniones')
