import { createBrowserRouter } from 'react-router'
import { type LoadedPage, routes, routesWith } from './route-tree'

/**
 * The site's router: it reads the address and starts loading the page's code at once, unless
 * that code has already arrived (`page`).
 */
export const createAppRouter = (page?: LoadedPage) =>
  createBrowserRouter(page ? routesWith(page) : routes)
