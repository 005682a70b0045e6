import { CreateImagesScreen } from '@/features/dashboard/images/components/create-images-screen'
import { useEditableSection } from './use-section'

export function Component() {
  const section = useEditableSection()
  return <CreateImagesScreen key={section.key} section={section} />
}
