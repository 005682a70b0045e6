import { StampCardPage } from '@/features/stamp-card/components/stamp-card-page'

export function Component() {
  return <StampCardPage />
}
