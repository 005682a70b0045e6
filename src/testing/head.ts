/** The preload links in the page's head, in their order. */
export const preloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
]
