import Box from '@mui/material/Box'
import type { PictureRecord } from '@/lib/data/image-collections'
import { responsiveSources } from '@/lib/images/responsive-sources'
import { menuImageLook } from '../menu-image-look'
import { MENU_IMAGE_SIZES } from './menu-image-sizes'

interface MenuImageProps {
  image: PictureRecord
  alt: string
  /** The first image is the page's largest paint: fetch it first, the rest when scrolled to. */
  priority: boolean
  /** Keeps the image's place without fetching it yet. */
  deferred?: boolean
  /** Called once the image has loaded or failed. */
  onSettled?: () => void
}

export function MenuImage({ image, alt, priority, deferred = false, onSettled }: MenuImageProps) {
  const { srcSet } = responsiveSources(image)
  if (deferred) return <Box sx={menuImageLook(image)} />
  return (
    <Box
      component="img"
      // CORS, as the first look and the worker ask: one download, and a cache that sees errors.
      crossOrigin="anonymous"
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
      sx={menuImageLook(image)}
    />
  )
}
