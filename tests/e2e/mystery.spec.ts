import { expect, test } from '@playwright/test'
import {
  addNewerMysteryImage,
  anotherStoredImageUrl,
  newestMysteryImage,
  removeMysteryImage,
} from './support/mystery'
import { firstInput } from './support/open-page'

const ALT = 'Imagen misteriosa: la sorpresa del momento'

test.describe('surprise page', () => {
  let addedId: string | undefined

  test.afterEach(async () => {
    if (addedId) await removeMysteryImage(addedId)
    addedId = undefined
  })

  test('shows the newest misterio image and follows a newer one live, without a reload', async ({
    page,
  }, testInfo) => {
    const seeded = await newestMysteryImage()
    expect(seeded, 'the seed should hold at least one misterio document').not.toBeNull()

    await page.goto('/pagina-misteriosa')
    await expect(page).toHaveTitle('Página misteriosa | Heladería en Colón, Putumayo')
    await expect(page.getByRole('heading', { level: 1, name: 'Página misteriosa' })).toBeVisible()
    await expect(
      page.getByText(
        'Espacio creado para hacer promociones, retos, actividades, productos de temporada',
      ),
    ).toBeVisible()
    // The opinion form belongs to the other pages, not this one.
    await expect(
      page.getByRole('heading', { name: 'Nos importa mucho lo que piensas' }),
    ).toHaveCount(0)

    const image = page.getByRole('main').getByRole('img', { name: ALT })
    await expect(image).toHaveAttribute('src', seeded?.url ?? '')
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.getByText('Cargando...')).toHaveCount(0)

    // A marker on window survives live updates but not a reload.
    await page.evaluate(() => Object.assign(window, { mysteryPageMarker: true }))

    const newUrl = await anotherStoredImageUrl(seeded?.url)
    addedId = await addNewerMysteryImage(newUrl, testInfo.project.name)
    await expect(image).toHaveAttribute('src', newUrl)
    await expect(image).toBeVisible()
    expect(await page.evaluate(() => 'mysteryPageMarker' in window)).toBe(true)
    // The live query (the full Firestore SDK) runs in a worker, off the page's main thread.
    expect(page.workers().map((worker) => worker.url())).toContainEqual(
      expect.stringMatching(/\/assets\/newest-image\.worker-[\w-]+\.js$/),
    )

    // Removing it brings the previous newest image back, live as well.
    await removeMysteryImage(addedId)
    addedId = undefined
    await expect(image).toHaveAttribute('src', seeded?.url ?? '')
    expect(await page.evaluate(() => 'mysteryPageMarker' in window)).toBe(true)
  })
})

test('the mascot moves only whole layers by transform, which the compositor animates', async ({
  page,
}) => {
  await page.goto('/pagina-misteriosa')
  await expect(page.getByRole('main').getByRole('img', { name: ALT })).toBeVisible()
  // The first look shows it at rest: it comes alive with the app, which a touch starts.
  await expect(page.locator('[data-first-look] [data-at-rest]')).toHaveCount(1)
  await firstInput(page)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)

  const animations = await page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect
      if (!(effect instanceof KeyframeEffect) || !effect.target?.closest('main')) return []
      const properties = new Set(
        effect.getKeyframes().flatMap((frame) => Object.keys(frame).filter(isAnimatedProperty)),
      )
      return [
        {
          // A drawing's inner parts (a <g>, a <path>) are repainted on the main thread each frame.
          insideDrawing:
            effect.target.closest('svg') !== effect.target && effect.target.closest('svg') !== null,
          properties: [...properties],
          running: animation.playState === 'running',
        },
      ]

      function isAnimatedProperty(key: string) {
        return !['offset', 'computedOffset', 'easing', 'composite'].includes(key)
      }
    }),
  )

  // The body's bob and the arm's wave.
  expect(animations).toHaveLength(2)
  for (const animation of animations) {
    expect(animation).toEqual({ insideDrawing: false, properties: ['transform'], running: true })
  }
})
