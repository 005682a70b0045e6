import '@/app/start-early-reads'

// The page's data reads start above, in this small file, while the app below (React, MUI, the
// router: most of the JavaScript) is still downloading; index.html preloads it.
void import('@/app/boot')
