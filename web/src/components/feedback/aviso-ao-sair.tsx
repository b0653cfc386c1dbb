import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBloqueioAoSair, type AvisoAoSair } from './bloqueio-ao-sair';

export { AVISO_AO_SAIR, type AvisoAoSair } from './bloqueio-ao-sair';

/**
 * Asks before a changed form is left (issue 28), with the spec's 'Aviso' / 'Sim' / 'Não' dialog:
 * a link, the browser's Back or Forward, a reload or closing the tab (bloqueio-ao-sair.tsx). Every
 * form uses it, with `alterado` its dirty state.
 */
export function useAvisoAoSair(alterado: boolean): AvisoAoSair {
  return useBloqueioAoSair(alterado, ConfirmDialog);
}
