// The today lists' part (the editor of 'Hoy en la carta'): what other parts of the panel may use
// of it.
export { useTodayLists } from './hooks/use-today-lists'
