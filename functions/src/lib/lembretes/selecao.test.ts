import { describe, expect, it } from 'vitest';
import { mensagemDoLembrete } from './mensagem';
import { dataValida, decidir, prazoDeRegistro, vencimentoDe } from './selecao';

describe('vencimentoDe', () => {
  it('answers the 1st of October, November or December from the 1st to the 7th, and nothing else', () => {
    expect(vencimentoDe('2026-10-01')).toBe('2026-10-01');
    expect(vencimentoDe('2026-11-07')).toBe('2026-11-01');
    expect(vencimentoDe('2026-12-04')).toBe('2026-12-01');
    for (const d of ['2026-10-08', '2026-09-01', '2026-01-01', '2026-11-30', '2027-12-31']) expect(vencimentoDe(d), d).toBeNull();
  });

  it('refuses what is not a real AAAA-MM-DD date', () => {
    for (const d of ['2026-10-1', '2026-13-01', '2026-02-30', '01/10/2026', '', '2026-10-01T08:00']) {
      expect(dataValida(d), d).toBe(false);
      expect(vencimentoDe(d), d).toBeNull();
    }
    expect(dataValida('2024-02-29')).toBe(true);
  });
});

describe('decidir', () => {
  const m = { idMedico: 'm1', nome: 'Ana', email: 'ana@hospital.example', ativo: true };

  it('ignores an inactive doctor, one who opted out, and one at or above the goal', () => {
    expect(decidir({ ...m, ativo: false }, 0, 50, undefined)).toBe('ignorar');
    expect(decidir({ ...m, receberLembretes: false }, 0, 50, undefined)).toBe('ignorar');
    expect(decidir(m, 50, 50, undefined)).toBe('ignorar');
    expect(decidir(m, 49.99, 50, undefined)).toBe('enviar');
    expect(decidir({ ...m, receberLembretes: true }, 0, 50, undefined)).toBe('enviar');
  });

  it('sends once: a record of the due date, whatever its state, means its mail is in the outbox', () => {
    for (const situacao of ['enviando', 'enviado', 'falhou'] as const) expect(decidir(m, 0, 50, { situacao, tentativaEm: '2026-10-01T11:00:00.000Z' }), situacao).toBe('jaEnviado');
  });
});

describe('mensagemDoLembrete', () => {
  it('says the total, the meta, what is missing, the deadline, the link and how to stop, in Portuguese', () => {
    const { assunto, texto } = mensagemDoLembrete({ nome: 'Ana\nSouza', ciclo: 19, anoDoCiclo: 2026, totalPontos: 12.5, meta: 50 }, 'https://emc.hospital.example/');
    expect(assunto).toBe('Lembrete: faltam 37,5 créditos para a meta do 19º ciclo');
    expect(texto).toContain('Olá, Ana Souza.');
    expect(texto).toContain('19º ciclo (2026)');
    expect(texto).toContain('Seus créditos aprovados no ciclo: 12,5');
    expect(texto).toContain('Meta do ciclo: 50');
    expect(texto).toContain('Faltam: 37,5 créditos');
    expect(texto).toContain('até 31/01/2027');
    expect(texto).toContain('https://emc.hospital.example/participacao-medico/home');
    expect(texto).toContain('Perfil');
    expect(prazoDeRegistro(2026)).toBe('2027-01-31');
  });

  it('says crédito for exactly one', () => {
    expect(mensagemDoLembrete({ nome: 'Ana', ciclo: 19, anoDoCiclo: 2026, totalPontos: 49, meta: 50 }, 'https://x').assunto).toBe('Lembrete: faltam 1 crédito para a meta do 19º ciclo');
  });
});
