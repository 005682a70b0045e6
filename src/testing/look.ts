/** What a look is made of: size and shape, corners, colours and shadow. */
const LOOK_PROPERTIES = [
  'display',
  'width',
  'height',
  'max-width',
  'max-height',
  'aspect-ratio',
  'object-fit',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border-radius',
  'background-color',
  'box-shadow',
] as const

type Look = Record<(typeof LOOK_PROPERTIES)[number], string>

// Serialisations differ in spacing only ("4/5", "4 / 5").
const normalized = (text: string) => text.replace(/\s+/g, ' ').replace(/\s*([/:,()])\s*/g, '$1')

/** The style rules under media queries that apply to `element` where `media` matches. */
function mediaRules(element: Element, media: string): CSSStyleRule[] {
  const sheets = [...element.ownerDocument.styleSheets]
  return sheets
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSMediaRule)
    .filter((rule) => normalized(rule.conditionText) === normalized(media))
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule) => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
    .map((rule) => rule as CSSStyleRule)
}

/**
 * `element`'s look: its computed style (inline and style sheets, outside media queries), with
 * the rules of `media` on top when given (as a screen it matches would draw it).
 */
export function lookOf(element: Element, media?: string): Look {
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element)
  const rules = media ? mediaRules(element, media) : []
  const valueOf = (property: string) =>
    rules.reduce(
      (value, rule) => rule.style.getPropertyValue(property) || value,
      computed?.getPropertyValue(property) ?? '',
    )
  return Object.fromEntries(
    LOOK_PROPERTIES.map((property) => [property, normalized(valueOf(property))]),
  ) as Look
}
