import { vi } from 'vitest'
import type * as UploadModule from '@/features/free-cone/api/cono-gratis-upload'

/**
 * The free cone's upload module (features/free-cone/api/cono-gratis-upload) with its two writes
 * (store the file, register the entry) mocked and the rest (its errors) real. Use as
 * `vi.mock('../api/cono-gratis-upload', (original) => import('@/testing/cono-gratis').then((m) => m.uploadWritesMocked(original)))`.
 */
export const uploadWritesMocked = async (importOriginal: <T>() => Promise<T>) => ({
  ...(await importOriginal<typeof UploadModule>()),
  storeConoGratisFile: vi.fn(),
  registerConoGratisImage: vi.fn(),
})
