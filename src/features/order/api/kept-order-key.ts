/** Where the order is kept on the device, beside the device's other data (the menus, the settings). */
export const KEPT_ORDER_KEY = 'heladeria-colon:pedido'
