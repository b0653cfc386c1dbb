import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './db/client';
import { medicoKey } from './db/medicos';
import { participacaoKey, type ParticipacaoItem } from './db/participacoes';
import { usuarioKey } from './db/usuarios';
import { logger } from './logger';
import { avisarDecisao, mensagemDaDecisao, type Aviso } from './notificacoes';

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
function fakeDb({ failMark = false } = {}) {
  const writes: UpdateCommand[] = [];
  // Stored items carry their keys, as DynamoDB's do (a BatchGetItem's answers are matched by them).
  const items: Record<string, Record<string, unknown>> = {
    [medicoKey('m1').pk]: { ...medicoKey('m1'), idMedico: 'm1', nome: 'Ana Souza', email: 'ana@hospital.example' },
    [usuarioKey('s1').pk]: { ...usuarioKey('s1'), idUsuario: 's1', email: 'sec1@hospital.example', nome: 'S1', roles: ['Secretarias'], ativo: true },
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
      if (failMark) throw Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });
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

describe('avisarDecisao', () => {
  it('mails the doctor, with the active linked secretaries in copy, and writes nothing', async () => {
    const { db, writes } = fakeDb();
    const sent: Aviso[] = [];
    const p = participacao();
    expect(await avisarDecisao(db, p, async (a) => void sent.push(a))).toBe(p);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ para: ['ana@hospital.example'], cc: ['sec1@hospital.example'], assunto: 'Sua participação foi aprovada: Congresso Brasileiro de Cardiologia' });
    expect(writes).toHaveLength(0);
  });

  it('a failed send keeps the decision: it logs ids only and marks the last history entry, without a new version', async () => {
    const { db, writes } = fakeDb();
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const p = participacao();
    const out = await avisarDecisao(db, p, async () => {
      throw Object.assign(new Error('Email address is not verified: ana@hospital.example'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } });
    });
    expect(out.versao).toBe(2);
    expect(out.historico.at(-1)).toMatchObject({ para: 2, avisoNaoEnviado: true });
    expect(out.historico[0]).not.toHaveProperty('avisoNaoEnviado');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.input).toMatchObject({
      Key: participacaoKey('p1'),
      UpdateExpression: 'SET historico[1].avisoNaoEnviado = :t',
      ConditionExpression: 'versao = :v AND size(historico) = :n',
      ExpressionAttributeValues: { ':t': true, ':v': 2, ':n': 2 },
    });
    expect(error).toHaveBeenCalledWith('Aviso da decisão não enviado', expect.objectContaining({ idParticipacao: 'p1', erro: 'MessageRejected', httpStatus: 400 }));
    expect(JSON.stringify(error.mock.calls)).not.toContain('@');
    error.mockRestore();
  });

  it('never throws, even when the mark cannot be written (the participation moved on)', async () => {
    const { db, writes } = fakeDb({ failMark: true });
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const p = participacao();
    await expect(
      avisarDecisao(db, p, async () => {
        throw new Error('down');
      }),
    ).resolves.toBe(p);
    expect(writes).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
