import { describe, expect, it } from 'vitest';
import type { DesempenhoMedico, HistoricoCiclos } from '@emc/shared/medico';
import type { Ciclo, ParticipacaoResumo } from '@emc/shared/participacao';
import { isCicloOpen } from '@emc/shared/ciclo';
import { todayInSaoPaulo } from '@emc/functions/lib/ciclo';
import { emMundoProprio } from '../support/mundo';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { addDias, cicloAtual, cicloDoAno, hoje } from '../support/clock';
import { admin, campos, criar, novoMedico, porStatus, quantidades } from '../support/participacoes';

/**
 * The app one year on: a stack of this file's own (not the shared one), whose functions live on
 * 1 March of next year (startLocalStack's `today`), seeded on that day. The cycle of this year closed
 * on 31 January; next year's is the current one.
 */
const anoReal = Number(todayInSaoPaulo(new Date()).slice(0, 4));
const ANO = anoReal + 1;
const TODAY = `${ANO}-03-01`;

emMundoProprio('next-year', { hoje: TODAY });

describe('a stack living on 1 March of next year', () => {
  it("answers next year's cycle as the current one, and this year's as closed", async () => {
    expect(hoje()).toBe(TODAY);
    expect(cicloAtual()).toBe(cicloDoAno(ANO));
    const res = await api('/api/participacao/ciclos');
    expect(res.status).toBe(200);
    const [atual, anterior] = res.data as Ciclo[];
    expect(atual).toEqual({ ciclo: cicloDoAno(ANO), ano: ANO, inicio: `${ANO}-01-01`, fim: `${ANO}-12-31`, aberto: true, atual: true, meta: 50 });
    expect(anterior).toMatchObject({ ciclo: cicloDoAno(anoReal), ano: anoReal, aberto: false, atual: false });
  });

  it('lets the demo doctor sign in and register in the new cycle, and refuses last year, whose cycle is closed', async () => {
    const token = await tokenFor(DEMO.medico);
    const { idMedico } = claimsOf(token);
    const nova = await criar(token, { titulo: 'Congresso do novo ano' });
    expect(nova).toMatchObject({ idMedico, ciclo: cicloDoAno(ANO), status: 1, dataFim: TODAY, dataInicio: addDias(TODAY, -2) });

    const mensagem = `O ${cicloDoAno(anoReal)}º ciclo (${anoReal}) está encerrado e não aceita novas participações.`;
    for (const dia of [`${anoReal}-12-31`, `${anoReal}-06-15`, `${anoReal}-01-01`]) {
      const res = await api('/api/participacao/create', { method: 'POST', token, json: await campos({ dataInicio: dia, dataFim: dia }) });
      expect(res.status, dia).toBe(400);
      expect(res.data.errors).toEqual({ dataInicio: [mensagem] });
    }
    const futura = await api('/api/participacao/create', { method: 'POST', token, json: await campos({ dataInicio: TODAY, dataFim: addDias(TODAY, 1) }) });
    expect(futura.status).toBe(400);
    expect(futura.data.errors).toEqual({ dataFim: ['A data de término não pode estar no futuro.'] });

    // The seed ran on that day too: the doctor's history ends at the new cycle, the past ones filled.
    const h = (await api(`/api/medico/historico-ciclos/${idMedico}`, { token })).data as HistoricoCiclos;
    expect(h.graficoCiclosList.map((c) => c.ciclo)).toEqual(Array.from({ length: 8 }, (_, i) => cicloDoAno(ANO) - 7 + i));
    const anoPassado = h.graficoCiclosList.at(-2)!;
    expect(anoPassado.pontuacaoAltoValor + anoPassado.pontuacaoMedioValor + anoPassado.pontuacaoBaixoValor).toBeGreaterThan(0);
  });

  it('approves one and lists it in the new cycle: by status, in the cycle history and in the performance', async () => {
    const m = await novoMedico('Médica do Ano Seguinte');
    const adm = await admin();
    const aprovada = await criar(m.token, { titulo: 'Congresso aprovado no novo ano' });
    const pendente = await criar(m.token, { titulo: 'Congresso pendente no novo ano', dataInicio: `${ANO}-01-02`, dataFim: `${ANO}-01-03` });
    const decidida = await adm.aprovar(aprovada.id);
    expect(decidida).toMatchObject({ status: 2, credito: 10, ciclo: cicloDoAno(ANO) });
    expect(Date.parse(decidida.decididaEm!)).toBeGreaterThanOrEqual(Date.parse(`${TODAY}T00:00:00-03:00`));

    expect(await quantidades(m.token, m.idMedico)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
    const aprovadas = (await porStatus(m.token, m.idMedico, 2)).data;
    expect(aprovadas).toMatchObject({ totalItems: 1, page: 1 });
    expect(aprovadas.responseList[0] as ParticipacaoResumo).toMatchObject({ id: aprovada.id, ciclo: cicloDoAno(ANO), status: 2, credito: 10, dataFim: TODAY });
    expect((await porStatus(m.token, m.idMedico, 1)).data.responseList.map((p: ParticipacaoResumo) => p.id)).toEqual([pendente.id]);

    const historico = await api(`/api/medico/historico-participacoes-ciclos?idMedico=${m.idMedico}&ciclo=${cicloDoAno(ANO)}&page=1`, { token: m.token });
    expect(historico.data).toEqual({
      responseList: [{ id: aprovada.id, categoria: 'Congressos e eventos científicos', titulo: 'Congresso aprovado no novo ano', participacao: 'Ouvinte', credito: 10, valor: 'alto valor' }],
      page: 1,
      pageSize: 10,
      totalItems: 1,
      totalPages: 1,
    });
    const anterior = await api(`/api/medico/historico-participacoes-ciclos?idMedico=${m.idMedico}&ciclo=${cicloDoAno(anoReal)}&page=1`, { token: m.token });
    expect(anterior.data.totalItems).toBe(0);

    const ciclos = (await api(`/api/medico/historico-ciclos/${m.idMedico}`, { token: m.token })).data as HistoricoCiclos;
    expect(ciclos.graficoCiclosList.at(-1)).toEqual({ ciclo: cicloDoAno(ANO), pontuacaoAltoValor: 10, pontuacaoMedioValor: 0, pontuacaoBaixoValor: 0, meta: 50 });
    expect(ciclos).toMatchObject({ quantidadeParticipacoes: 2, totalPontos: 10 });

    const d = (await api(`/api/medico/desempenho/${m.idMedico}`, { token: m.token })).data as DesempenhoMedico;
    expect(d).toMatchObject({ cicloAtual: cicloDoAno(ANO), totalPontos: 10, totalRegistros: 2, totalAprovados: 1, totalPendentes: 1, pontosParaAtigirMeta: 40, totalPercentualMeta: 20 });
  });

  it("offers the demo catalogue dated back from that day, and registers its recent course in the new cycle", async () => {
    const token = await tokenFor(DEMO.medico);
    const res = await api(`/api/atividade/get-by-name/${encodeURIComponent('ACLS')}`, { token });
    expect(res.status).toBe(200);
    const [acls] = res.data;
    expect(acls.nome).toMatch(new RegExp(`^Curso ACLS – turma de \\p{Ll}+ de ${ANO}$`, 'u'));
    expect(acls.dataInicio >= `${ANO}-01-01` && acls.dataFim < TODAY).toBe(true);
    const nova = await criar(token, { titulo: acls.nome, idAtividade: acls.id, idCategoria: acls.idCategoria, idForma: acls.idForma, dataInicio: acls.dataInicio, dataFim: acls.dataFim, cargaHoraria: acls.cargaHoraria });
    expect(nova).toMatchObject({ ciclo: cicloDoAno(ANO), titulo: acls.nome, status: 1 });
  });
});

describe('the demo catalogue on any day', () => {
  it('keeps the activities the browser tests register (started at most 31 days ago) in an open cycle, and all of them over', async () => {
    const { atividades } = await import('../../scripts/local/seed/program');
    const primeiro = Number(process.env.FIRST_CYCLE_YEAR ?? '2008');
    for (let dia = `${ANO}-01-01`; dia <= `${ANO + 1}-12-31`; dia = addDias(dia, 1)) {
      for (const a of atividades(dia)) {
        expect(a.dataFim <= dia && a.dataInicio <= a.dataFim, `${dia} ${a.nome}`).toBe(true);
        if (a.dataInicio >= addDias(dia, -31)) expect(isCicloOpen(Number(a.dataInicio.slice(0, 4)) - primeiro + 1, dia, primeiro), `${dia} ${a.nome}`).toBe(true);
      }
    }
    const registradas = atividades(TODAY).filter((a) => /^(Curso ACLS|Simpósio de Pediatria|Curso de Ventilação)/.test(a.nome));
    expect(registradas).toHaveLength(3);
    for (const a of registradas) expect(a.dataInicio >= addDias(TODAY, -31)).toBe(true);
  });
});
