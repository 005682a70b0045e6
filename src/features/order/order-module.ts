// The order's code, loaded on the first 'Agregar' tap (see order-loader.ts).
export { addOne, applyTodayLists, loadOrder } from './api/order-store'
export { OrderBar } from './components/order-bar'
export { QuantityControl } from './components/quantity-control'
