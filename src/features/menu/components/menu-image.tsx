import type { ImageDocument } from '@/lib/data/image-document'
import Box from '@mui/material/Box'
import { pictureAttributes } from '@/lib/images/responsive-sources'
import { menuImageLook } from '../menu-image-look'
import { MENU_IMAGE_SIZES } from './menu-image-sizes'

interface MenuImageProps {
  image: ImageDocument
  alt: string
  /** The first image is the page's largest paint: fetch it first, the rest when scrolled to. */
  priority: boolean
  /** Keeps the image's place without fetching it yet. */
  deferred?: boolean
  /** Called once the image has loaded or failed. */
  onSettled?: () => void
}

export function MenuImage({ image, alt, priority, deferred = false, onSettled }: MenuImageProps) {
  if (deferred) return <Box sx={menuImageLook(image)} />
  return (
    <Box
      component="img"
      {...pictureAttributes(image, MENU_IMAGE_SIZES)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onLoad={onSettled}
      onError={onSettled}
      sx={menuImageLook(image)}
    />
  )
}
