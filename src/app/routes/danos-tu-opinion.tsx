import { PageMeta } from '@/components/seo/page-meta'
import { OpinionForm } from '@/features/opinions/components/opinion-form'

export function Component() {
  return (
    <>
      <PageMeta
        title="Danos tu opinión | Heladería en Colón, Putumayo"
        description="Cuéntanos qué piensas de nuestras comidas, helados y bebidas. Tu opinión o sugerencia nos ayuda a mejorar."
      />
      <OpinionForm headingLevel="h1" />
    </>
  )
}
