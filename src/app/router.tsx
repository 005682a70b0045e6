import { createBrowserRouter } from 'react-router'
import { routes } from './route-tree'

/** The site's router: it reads the address and starts loading the page's code at once. */
export const createAppRouter = () => createBrowserRouter(routes)
