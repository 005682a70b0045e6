import { fitLongSide, fitWidth } from './image-size'

describe('image sizes', () => {
  it('scales a 4000x3000 photo to 1600 on the long side', () => {
    expect(fitLongSide({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitLongSide({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 })
  })

  it('never enlarges a small image', () => {
    expect(fitLongSide({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 })
    expect(fitWidth({ width: 300, height: 900 }, 480)).toEqual({ width: 300, height: 900 })
  })

  it('makes the small variant 480 wide keeping the proportions', () => {
    expect(fitWidth({ width: 1080, height: 1350 }, 480)).toEqual({ width: 480, height: 600 })
  })
})
