import { MANAGED_TAGS, selectorOf, type HeadTag, type PageHeadTags } from './head-tags'

function write(element: Element, tag: HeadTag): void {
  if (tag.tag === 'link') element.setAttribute('href', tag.href)
  else element.setAttribute('content', tag.content)
}

function create(document: Document, tag: HeadTag): Element {
  const element = document.createElement(tag.tag)
  if (tag.tag === 'link') element.setAttribute('rel', tag.rel)
  else element.setAttribute(tag.attribute, tag.key)
  return element
}

/**
 * Makes `document`'s head say `head`: the title, each wanted tag once (the one the page's HTML
 * file or an earlier page left is updated in place), and none of the tags the page does not want.
 */
export function applyHead(document: Document, head: PageHeadTags): void {
  if (document.title !== head.title) document.title = head.title
  for (const managed of MANAGED_TAGS) {
    const wanted = head.tags.find((tag) => selectorOf(tag) === selectorOf(managed))
    const [first, ...extra] = Array.from(document.head.querySelectorAll(selectorOf(managed)))
    extra.forEach((element) => element.remove())
    if (!wanted) {
      first?.remove()
      continue
    }
    const element = first ?? document.head.appendChild(create(document, wanted))
    write(element, wanted)
  }
}
