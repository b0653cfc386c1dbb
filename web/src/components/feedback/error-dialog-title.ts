/** Error dialog header (spec section 8). */
export const ERROR_DIALOG_TITLE = 'Ocorreu um erro no processamento da requisição!';
