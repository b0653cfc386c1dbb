import type { AccessRows } from '../access-table';

/** The authorization rows of Perguntas Frequentes and Sobre o Programa (issue 12: being written). */
export function conteudoAccess(): AccessRows {
  return {};
}
