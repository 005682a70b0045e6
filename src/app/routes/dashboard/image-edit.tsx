import { useParams } from 'react-router'
import { EditImageScreen } from '@/features/dashboard/images/components/edit-image-screen'
import { useEditableSection } from './use-section'

export function Component() {
  const section = useEditableSection()
  const id = useParams().id ?? ''
  return <EditImageScreen key={`${section.key}/${id}`} section={section} id={id} />
}
