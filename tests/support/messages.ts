import { MSG } from '@emc/shared/messages';

const ZOD_PT = /^(Este campo é obrigatório\.|Valor inválido para este campo\.|Informe ao menos \d+ caractere\(s\)\.|Informe no máximo \d+ caracteres\.|O valor (mínimo|máximo) é .+\.|Formato inválido\.|A requisição contém campos não reconhecidos\.|Valor não permitido para este campo\.|Identificador inválido\.)$/;
const CATALOGUE = new Set<string>(Object.values(MSG));
const INTERNAL = /(Error|Exception|undefined|null|NaN|\bat \S+ \(|node_modules|\/var\/task|\.ts:|\.js:|dynamodb|DynamoDB|Cognito|S3|zod|Zod|stack|TypeError|expected|received)/;
const PORTUGUESE = /[ãáàâçéêíóôõú]|\b(o|a|os|as|de|do|da|um|uma|ou|em|no|na|para|informe|selecione|envie|deve|senha)\b/i;

/** True when a message is one the product wrote in Portuguese: the shared catalogue or the zod-pt wording. */
export const isProductMessage = (m: string) => CATALOGUE.has(m) || ZOD_PT.test(m);

/** A Portuguese sentence with nothing internal in it (domain messages are written where they are raised). */
export const isSafePortuguese = (m: string) => isProductMessage(m) || (PORTUGUESE.test(m) && !INTERNAL.test(m) && m.length < 400);
