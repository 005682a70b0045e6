import { useMatches } from 'react-router'
import {
  isEditable,
  SECTION_KEYS,
  SECTIONS,
  type EditableSection,
  type Section,
  type SectionKey,
} from '@/features/dashboard/shared/sections'

const isSectionKey = (value: unknown): value is SectionKey =>
  SECTION_KEYS.some((key) => key === value)

/** The section named in the current route's `handle` (see the router). */
export function useSection(): Section {
  const handle: unknown = useMatches().at(-1)?.handle
  const key = typeof handle === 'object' && handle !== null && 'section' in handle && handle.section
  if (!isSectionKey(key)) throw new Error(`Unknown dashboard section: ${String(key)}`)
  return SECTIONS[key]
}

/** Like useSection, for the create and edit screens, which only editable sections have. */
export function useEditableSection(): EditableSection {
  const section = useSection()
  if (!isEditable(section)) throw new Error(`${section.label} has no create or edit screens`)
  return section
}
