/** Participation statuses (decisions.md). */
export const STATUS = { PENDENTE: 1, APROVADA: 2, REPROVADA: 3, EM_AJUSTE: 4 } as const;
export type StatusCode = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_CODES: readonly StatusCode[] = [1, 2, 3, 4];
export const STATUS_NOME: Record<StatusCode, string> = { 1: 'Pendente', 2: 'Aprovada', 3: 'Reprovada', 4: 'Em ajuste' };

export const VALORES = ['alto valor', 'medio valor', 'baixo valor'] as const;
export type Valor = (typeof VALORES)[number];

export const TIPOS_CATEGORIA = ['GESTAO', 'PUBLICACAO', 'OUTRA'] as const;
export type TipoCategoria = (typeof TIPOS_CATEGORIA)[number];

/** Attachments (decisions.md): PDF, JPEG or PNG by magic bytes, 4 MB each, 5 per participation. */
export const ANEXO = { maxBytes: 4 * 1024 * 1024, maxPorParticipacao: 5, tipos: ['application/pdf', 'image/jpeg', 'image/png'] } as const;

export const PAGE_SIZE = 10;
