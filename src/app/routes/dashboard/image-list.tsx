import { ImageListScreen } from '@/features/dashboard/images/components/image-list-screen'
import { useSection } from './use-section'

export function Component() {
  const section = useSection()
  return <ImageListScreen key={section.key} section={section} />
}
