import Box from '@mui/material/Box'
import type { MenuImage } from '@/lib/data/image-collections'
import { responsiveSources } from '@/lib/images/responsive-sources'
import { MAX_HEIGHT, MYSTERY_IMAGE_ALT, MYSTERY_IMAGE_SIZES } from './mystery-image-sizes'

/** The newest mystery image; known sizes reserve its space before it downloads. */
export function MysteryImage({ image }: { image: MenuImage }) {
  const { srcSet } = responsiveSources(image)
  const hasSize = image.ancho !== undefined && image.alto !== undefined
  return (
    <Box
      component="img"
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? MYSTERY_IMAGE_SIZES : undefined}
      width={image.ancho}
      height={image.alto}
      alt={MYSTERY_IMAGE_ALT}
      loading="eager"
      fetchPriority="high"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        mx: 'auto',
        // Known sizes: the box is reserved up front and, from 900 px, narrowed so the whole image
        // fits on screen. Unknown sizes: the height is only capped.
        ...(hasSize
          ? {
              aspectRatio: `${image.ancho} / ${image.alto}`,
              maxWidth: { md: `min(100%, calc(${MAX_HEIGHT} * ${image.ancho} / ${image.alto}))` },
            }
          : { maxHeight: { md: MAX_HEIGHT }, objectFit: 'contain' }),
        borderRadius: 3,
        bgcolor: 'rgba(255, 248, 240, 0.06)',
        boxShadow: '0 10px 30px rgba(0, 0, 0, 0.45)',
      }}
    />
  )
}
