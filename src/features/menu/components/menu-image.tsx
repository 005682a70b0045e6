import Box from '@mui/material/Box'
import type { MenuImage as MenuImageData } from '@/lib/data/image-collections'
import { responsiveSources } from '@/lib/images/responsive-sources'
import { MENU_IMAGE_SIZES } from './menu-image-sizes'

interface MenuImageProps {
  image: MenuImageData
  alt: string
  /** The first image is the page's largest paint: fetch it first, the rest when scrolled to. */
  priority: boolean
  /** Keeps the image's place without fetching it yet. */
  deferred?: boolean
  /** Called once the image has loaded or failed. */
  onSettled?: () => void
}

/** The card's look, shared by the image and the place kept for it. */
const cardStyle = (image: MenuImageData) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: image.ancho && image.alto ? `${image.ancho} / ${image.alto}` : '4 / 5',
  objectFit: 'cover',
  borderRadius: 3,
  bgcolor: '#FFE7CF',
  boxShadow: '0 6px 20px rgba(43, 26, 16, 0.12)',
})

export function MenuImage({ image, alt, priority, deferred = false, onSettled }: MenuImageProps) {
  const { srcSet } = responsiveSources(image)
  if (deferred) return <Box sx={cardStyle(image)} />
  return (
    <Box
      component="img"
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? MENU_IMAGE_SIZES : undefined}
      width={image.ancho}
      height={image.alto}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onLoad={onSettled}
      onError={onSettled}
      sx={cardStyle(image)}
    />
  )
}
