import { MysteryPage } from '@/features/mystery/components/mystery-page'

export function Component() {
  return <MysteryPage />
}
