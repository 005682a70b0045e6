/** How wide a menu image is drawn (the menu column's width), for `sizes`. */
export const MENU_IMAGE_SIZES = '(min-width: 900px) 42vw, (min-width: 600px) 67vw, 100vw'
