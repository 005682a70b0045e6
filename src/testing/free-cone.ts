import { vi } from 'vitest'
import type * as UploadModule from '@/features/free-cone/api/free-cone-upload'

/**
 * The free cone's upload module (features/free-co../api/free-cone-upload) with its two writes
 * (store the file, register the entry) mocked and the rest (its errors) real. Use as
 * `vi.mock('../api/free-cone-upload', (original) => import('@/testing/free-cone').then((m) => m.uploadWritesMocked(original)))`.
 */
export const uploadWritesMocked = async (importOriginal: <T>() => Promise<T>) => ({
  ...(await importOriginal<typeof UploadModule>()),
  storeFreeConeFile: vi.fn(),
  registerFreeConeEntry: vi.fn(),
})
