import { Navigate } from 'react-router'
import { SECTIONS } from '@/features/dashboard/shared/sections'

/** /dashboard opens on Comidas, as the specification says; Inicio is one tap away in the menu. */
export function Component() {
  return <Navigate to={SECTIONS.comidas.listPath} replace />
}
