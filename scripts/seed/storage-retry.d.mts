export declare function retryingStorage<T>(
  call: () => Promise<T>,
  options?: { attempts?: number; pauseMs?: number },
): Promise<T>
