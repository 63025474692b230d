/** 'Enviar mensaje''s public entry: the messages a person received, as her copy of her data lists them. */
export { ownerMessageRepository } from './repository';
