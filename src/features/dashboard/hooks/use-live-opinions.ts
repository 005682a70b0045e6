import { subscribeOpinions, type Opinion } from '@/lib/data/opiniones'
import { useLiveList, type Subscribe } from './use-live-list'

const subscribe: Subscribe<Opinion> = subscribeOpinions

/** Every opinion, newest first, live. */
export const useLiveOpinions = () => useLiveList(subscribe, 'las opiniones')
