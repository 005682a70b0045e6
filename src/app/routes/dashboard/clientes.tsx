import { FreeConesScreen } from '@/features/dashboard/free-cones/components/free-cones-screen'

export function Component() {
  return <FreeConesScreen />
}
