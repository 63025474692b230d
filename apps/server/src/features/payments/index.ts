/** Payments' public entry: a purchase's payment given back (the 'Botón de arrepentimiento' asks for it). */
export { purchaseRefunds } from './refunds';
