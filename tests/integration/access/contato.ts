import { domain } from '../../support/direct';
import { ADMIN_ONLY, ANY_ROLE, READ, type AccessRows } from '../access-table';

/** The authorization rows of Contato, the messages administrators read, and a doctor's "Meus dados". */
export function contatoAccess() {
  /** A stored message (as medico/contato stores one), for update-status to mark. */
  const umaMensagem = async () => {
    const d = await domain();
    const [{ putContato }, { newId }] = await Promise.all([import('@emc/functions/lib/db/contatos'), import('@emc/functions/lib/ids')]);
    const id = newId();
    await putContato(
      d.db,
      {
        id,
        assunto: 'Mensagem da matriz de acesso',
        mensagem: 'Gravada pela matriz de acesso.',
        remetente: { idUsuario: 'matriz', nome: 'Matriz de Acesso', email: 'matriz@hospital.example', papeis: ['Secretarias'] },
        enviadaEm: new Date().toISOString(),
        respondida: false,
      },
      { para: ['contato@hospital.example'], cc: [], responderPara: ['matriz@hospital.example'], assunto: 'Contato: Mensagem da matriz de acesso', texto: 'Gravada pela matriz de acesso.' },
    );
    return id;
  };
  return {
    // Anyone signed in writes to the program (each case sends one real e-mail to the local mailbox).
    'comunicacao.contato': {
      request: () => ({ path: '/api/medico/contato', method: 'POST', json: { assunto: 'Matriz de acesso', mensagem: 'Mensagem enviada pela matriz de acesso.' } }),
      expect: ANY_ROLE,
    },
    'comunicacao.contatoLista': { request: () => ({ path: '/api/contato/get-all-pagination?page=1&status=pendentes' }), expect: ADMIN_ONLY },
    'comunicacao.contatoStatus': {
      request: async () => ({ path: '/api/contato/update-status', method: 'PUT', json: { id: await umaMensagem(), respondida: true } }),
      expect: ADMIN_ONLY,
    },
    // The doctor, a linked secretary, or an administrator (an administrator-doctor too, for anyone).
    'medico.meusDados': { request: (ctx, p, t) => ({ path: `/api/medico/meus-dados/${ctx.idMedico(p, t)}` }), expect: READ },
  } satisfies AccessRows;
}
