import { OPINIONS_PAGE, subscribeOpinions, type Opinion } from '../api/opinions-inbox'
import { usePagedLiveList, type SubscribePage } from '../../shared/hooks/use-paged-live-list'

const subscribe: SubscribePage<Opinion> = subscribeOpinions

/** The newest opinions, live, a page at a time. */
export const useLiveOpinions = () => usePagedLiveList(subscribe, OPINIONS_PAGE, 'las opiniones')
