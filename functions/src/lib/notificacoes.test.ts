import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './db/client';
import { medicoKey } from './db/medicos';
import type { ParticipacaoItem } from './db/participacoes';
import { usuarioKey } from './db/usuarios';
import { logger } from './logger';
import { avisoDaDecisao, mensagemDaDecisao } from './notificacoes';

const APP = 'https://emc.hospital.example';

beforeAll(() => {
  vi.stubEnv('MAIL_FROM', 'nao-responda@hospital.example');
  vi.stubEnv('APP_URL', APP);
});

function participacao(overrides: Partial<ParticipacaoItem> = {}): ParticipacaoItem {
  return {
    id: 'p1',
    idMedico: 'm1',
    nomeMedico: 'Ana Souza',
    crmMedico: '123456',
    tipoMedico: 'Funcionário',
    idArea: 'a1',
    status: 2,
    ciclo: 19,
    titulo: 'Congresso Brasileiro de Cardiologia',
    idCategoria: 'c1',
    categoria: 'Congressos e eventos científicos',
    categoriaTipo: 'OUTRA',
    idForma: 'f1',
    forma: 'Ouvinte',
    instituicao: 'SBC',
    dataInicio: '2026-03-10',
    dataFim: '2026-03-12',
    cargaHoraria: 20,
    credito: 10,
    versao: 2,
    criadaEm: '2026-03-13T10:00:00.000Z',
    criadaPor: 'u1',
    anexos: [],
    historico: [
      { em: '2026-03-13T10:00:00.000Z', por: 'Ana Souza', porId: 'u1', de: null, para: 1, texto: 'Participação registrada.' },
      { em: '2026-03-14T10:00:00.000Z', por: 'Admin', porId: 'adm', de: 1, para: 2 },
    ],
    ...overrides,
  } as ParticipacaoItem;
}

/** A table holding the doctor, two linked secretaries (one inactive), and that records every write. */
function fakeDb({ semEmails = false } = {}) {
  const writes: UpdateCommand[] = [];
  // Stored items carry their keys, as DynamoDB's do (a BatchGetItem's answers are matched by them).
  const items: Record<string, Record<string, unknown>> = {
    [medicoKey('m1').pk]: { ...medicoKey('m1'), idMedico: 'm1', nome: 'Ana Souza', ...(semEmails ? {} : { email: 'ana@hospital.example' }) },
    [usuarioKey('s1').pk]: { ...usuarioKey('s1'), idUsuario: 's1', ...(semEmails ? {} : { email: 'sec1@hospital.example' }), nome: 'S1', roles: ['Secretarias'], ativo: true },
    [usuarioKey('s2').pk]: { ...usuarioKey('s2'), idUsuario: 's2', email: 'sec2@hospital.example', nome: 'S2', roles: ['Secretarias'], ativo: false },
  };
  const send = async (cmd: unknown) => {
    if (cmd instanceof GetCommand) return { Item: items[String(cmd.input.Key!.pk)] };
    if (cmd instanceof BatchGetCommand) {
      const keys = cmd.input.RequestItems!.t!.Keys!;
      return { Responses: { t: keys.flatMap((k) => items[String(k.pk)] ?? []) } };
    }
    if (cmd instanceof QueryCommand) return { Items: [{ idSecretaria: 's1' }, { idSecretaria: 's2' }] };
    if (cmd instanceof UpdateCommand) {
      writes.push(cmd);
      return {};
    }
    throw new Error(`unexpected ${String(cmd)}`);
  };
  return { db: { table: 't', client: { send } } as unknown as Db, writes };
}

describe('mensagemDaDecisao', () => {
  it('an approval: the title in the subject; status, credits, the cap sentence, the observation and the link in the body', () => {
    const { assunto, texto } = mensagemDaDecisao(participacao({ credito: 2.5, motivoTeto: 'O item "X" vale no máximo 10 créditos por ciclo.', observacao: 'Bom trabalho.' }), APP);
    expect(assunto).toBe('Sua participação foi aprovada: Congresso Brasileiro de Cardiologia');
    for (const trecho of ['Olá, Ana Souza.', 'Novo status: Aprovada', 'Créditos contabilizados: 2,5', 'vale no máximo 10 créditos', 'Observação: Bom trabalho.', `${APP}/participacao-medico/editar/p1`]) {
      expect(texto).toContain(trecho);
    }
  });

  it('a rejection gives the reason; a comment and a reopening say it needs adjusting', () => {
    const reprovada = mensagemDaDecisao(participacao({ status: 3, credito: 0, motivo: 'Fora do programa.' }), APP);
    expect(reprovada.assunto).toBe('Sua participação foi reprovada: Congresso Brasileiro de Cardiologia');
    expect(reprovada.texto).toContain('Novo status: Reprovada');
    expect(reprovada.texto).toContain('Motivo: Fora do programa.');
    expect(reprovada.texto).not.toContain('Créditos');
    const comentada = mensagemDaDecisao(participacao({ status: 4, credito: 0, motivo: 'Anexe o certificado.' }), APP);
    expect(comentada.texto).toContain('Comentário: Anexe o certificado.');
    const historico = participacao().historico;
    const reaberta = participacao({ status: 4, credito: 0, motivo: 'Revisar.', historico: [...historico, { em: '2026-03-15T10:00:00.000Z', por: 'Admin', porId: 'adm', de: 2, para: 4 }] });
    expect(mensagemDaDecisao(reaberta, APP).assunto).toBe('Sua participação foi reaberta para ajuste: Congresso Brasileiro de Cardiologia');
    const ajuste = participacao({ status: 4, credito: 0, motivo: 'Revisar.', historico: [historico[0]!, { em: '2026-03-15T10:00:00.000Z', por: 'Admin', porId: 'adm', de: 1, para: 4 }] });
    expect(mensagemDaDecisao(ajuste, APP).assunto).toBe('Sua participação precisa de ajuste: Congresso Brasileiro de Cardiologia');
  });

  it('keeps a title on one line in the subject', () => {
    expect(mensagemDaDecisao(participacao({ titulo: 'Linha 1\r\nBcc: x@y' }), APP).assunto).toBe('Sua participação foi aprovada: Linha 1 Bcc: x@y');
  });
});

describe('avisoDaDecisao', () => {
  it("is the outbox item of the notice: to the doctor, the active linked secretaries in copy, the decision's version and history as its reference", async () => {
    const { db, writes } = fakeDb();
    const put = (await avisoDaDecisao(db, participacao()))?.Put;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put?.Item).toMatchObject({
      type: 'SAIDA',
      tipo: 'decisao',
      estado: 'pendente',
      tentativas: 0,
      ref: { idParticipacao: 'p1', versao: 2, historico: 2 },
      mensagem: { para: ['ana@hospital.example'], cc: ['sec1@hospital.example'], assunto: 'Sua participação foi aprovada: Congresso Brasileiro de Cardiologia' },
    });
    expect(put?.Item?.pk).toBe(`SAIDA#${String(put?.Item?.id)}`);
    expect(writes).toHaveLength(0);
  });

  it('is nothing when neither the doctor nor a secretary has an e-mail, and says so in the log with ids only', async () => {
    const { db } = fakeDb({ semEmails: true });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await avisoDaDecisao(db, participacao())).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Aviso da decisão sem destinatários', { idParticipacao: 'p1', idMedico: 'm1' });
    warn.mockRestore();
  });
});
