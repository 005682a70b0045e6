import { fitLongSide, fitWidth, MEDIUM_WIDTH, SMALL_WIDTH, variantSizes } from './image-size'

describe('image sizes', () => {
  it('scales a 4000x3000 photo to 1600 on the long side', () => {
    expect(fitLongSide({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitLongSide({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 })
  })

  it('never enlarges a small image', () => {
    expect(fitLongSide({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 })
    expect(fitWidth({ width: 300, height: 900 }, 480)).toEqual({ width: 300, height: 900 })
    expect(fitWidth({ width: 608, height: 1080 }, MEDIUM_WIDTH)).toEqual({
      width: 608,
      height: 1080,
    })
  })

  it('makes the small variant 480 wide keeping the proportions', () => {
    expect(fitWidth({ width: 1080, height: 1350 }, SMALL_WIDTH)).toEqual({
      width: 480,
      height: 600,
    })
  })

  it('makes the medium variant 960 wide keeping the proportions', () => {
    expect(fitWidth({ width: 4000, height: 3000 }, MEDIUM_WIDTH)).toEqual({
      width: 960,
      height: 720,
    })
    expect(fitWidth({ width: 1080, height: 1350 }, MEDIUM_WIDTH)).toEqual({
      width: 960,
      height: 1200,
    })
  })
})

describe('variantSizes', () => {
  it('gives a landscape photo a 1600, a 960 and a 480 px wide variant', () => {
    expect(variantSizes({ width: 4000, height: 3000 })).toEqual({
      large: { width: 1600, height: 1200 },
      medium: { width: 960, height: 720 },
      small: { width: 480, height: 360 },
    })
  })

  it('keeps an image narrower than 960 px as it is in the medium variant', () => {
    expect(variantSizes({ width: 608, height: 1080 })).toEqual({
      large: { width: 608, height: 1080 },
      medium: { width: 608, height: 1080 },
      small: { width: 480, height: 853 },
    })
  })

  it('never makes a variant wider than the large one, even for a very tall image', () => {
    expect(variantSizes({ width: 1170, height: 6000 })).toEqual({
      large: { width: 312, height: 1600 },
      medium: { width: 312, height: 1600 },
      small: { width: 312, height: 1600 },
    })
  })
})
