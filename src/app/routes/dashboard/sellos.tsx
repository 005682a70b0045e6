import { StampCardsScreen } from '@/features/dashboard/stamp-cards/components/stamp-cards-screen'

export function Component() {
  return <StampCardsScreen />
}
