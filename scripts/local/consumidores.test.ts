import { describe, expect, it } from 'vitest';
import { CONSUMIDORES } from './consumidores';
import { combina } from './fluxo-da-tabela';

/** A job's stream record as the feed (and Lambda's filtering) sees it. */
const registro = (eventName: string, image: Record<string, string>) => ({
  eventName,
  dynamodb: { NewImage: Object.fromEntries(Object.entries(image).map(([k, v]) => [k, { S: v }])) },
});
const quem = (r: object) => CONSUMIDORES.filter((c) => combina(c.filtro, r)).map((c) => c.nome);

describe('the stream consumers’ filters', () => {
  it('give each job written pendente to one runner: recounts to tarefas, reports to relatorios (the bundle with exceljs)', () => {
    expect(quem(registro('INSERT', { type: 'TAREFA', estado: 'pendente', tipo: 'meta' }))).toEqual(['tarefas']);
    expect(quem(registro('MODIFY', { type: 'TAREFA', estado: 'pendente', tipo: 'teto' }))).toEqual(['tarefas']);
    expect(quem(registro('INSERT', { type: 'TAREFA', estado: 'pendente', tipo: 'relatorio' }))).toEqual(['relatorios']);
    expect(quem(registro('MODIFY', { type: 'TAREFA', estado: 'pendente', tipo: 'relatorio' }))).toEqual(['relatorios']);
  });

  it('give nobody a job running, done or failed (its progress and its end), and the outbox its new items only', () => {
    for (const estado of ['executando', 'concluida', 'falhou']) expect(quem(registro('MODIFY', { type: 'TAREFA', estado, tipo: 'relatorio' }))).toEqual([]);
    expect(quem(registro('INSERT', { type: 'SAIDA', estado: 'pendente', tipo: 'relatorio' }))).toEqual(['saida']);
    expect(quem(registro('MODIFY', { type: 'SAIDA', estado: 'enviada', tipo: 'relatorio' }))).toEqual([]);
  });
});
