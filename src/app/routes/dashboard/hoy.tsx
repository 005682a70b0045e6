import { TodayListsScreen } from '@/features/dashboard/today-lists/components/today-lists-screen'

export function Component() {
  return <TodayListsScreen />
}
