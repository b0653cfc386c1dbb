import { MSG } from '@emc/shared/messages';

const ZOD_PT = /^(Este campo é obrigatório\.|Valor inválido para este campo\.|Informe ao menos \d+ caractere\(s\)\.|Informe no máximo \d+ caracteres\.|O valor (mínimo|máximo) é .+\.|Formato inválido\.|A requisição contém campos não reconhecidos\.|Valor não permitido para este campo\.|Identificador inválido\.)$/;
const CATALOGUE = new Set<string>(Object.values(MSG));

/** True when a message is one the product wrote in Portuguese: the shared catalogue or the zod-pt wording. */
export const isProductMessage = (m: string) => CATALOGUE.has(m) || ZOD_PT.test(m);
