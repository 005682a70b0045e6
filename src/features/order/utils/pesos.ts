/** '$ 24.000': pesos with a dot every three digits and a plain space (as a message writes it). */
export function pesos(amount: number): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `$ ${digits}`
}
