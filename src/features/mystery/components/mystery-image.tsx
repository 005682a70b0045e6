import type { ImageDocument } from '@/lib/data/image-document'
import Box from '@mui/material/Box'
import { pictureAttributes } from '@/lib/images/responsive-sources'
import { MYSTERY_IMAGE_WIDE, mysteryImageLook } from '../mystery-image-look'
import { MYSTERY_IMAGE_ALT, MYSTERY_IMAGE_SIZES } from './mystery-image-sizes'

/** The newest mystery image; known sizes reserve its space before it downloads. */
export function MysteryImage({ image }: { image: ImageDocument }) {
  const { base, wide } = mysteryImageLook(image)
  return (
    <Box
      component="img"
      {...pictureAttributes(image, MYSTERY_IMAGE_SIZES)}
      alt={MYSTERY_IMAGE_ALT}
      loading="eager"
      fetchPriority="high"
      sx={{ ...base, [`@media ${MYSTERY_IMAGE_WIDE}`]: wide }}
    />
  )
}
