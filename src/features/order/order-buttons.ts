// What a menu's page needs of the order before any tap: the rows' 'Agregar' and the bar's place.
// A small module of its own, fetched once the page has loaded (see menu-with-order.tsx).
export { AddToOrder } from './components/add-to-order'
export { DeferredOrderBar } from './components/deferred-order-bar'
export { followTodayList } from './order-loader'
