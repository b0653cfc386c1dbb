/** The spec's dialog constants (section 8), in a module without MUI: the login's plain-HTML pages use them too. */
export const DIALOG_TEXT = { title: 'Aviso', yes: 'Sim', no: 'Não' } as const;
