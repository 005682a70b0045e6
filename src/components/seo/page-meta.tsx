import { Helmet } from 'react-helmet-async'

interface PageMetaProps {
  title: string
  description: string
}

/** Title and description of one page. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
    </Helmet>
  )
}
