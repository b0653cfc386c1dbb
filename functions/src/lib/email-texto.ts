/** The last line of every e-mail the program sends. */
export const RODAPE_AUTOMATICO = 'Esta é uma mensagem automática; não é preciso respondê-la.';
