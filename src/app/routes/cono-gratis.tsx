import { FreeConePage } from '@/features/free-cone/components/free-cone-page'

export function Component() {
  return <FreeConePage />
}
