import { existsSync, readFileSync, readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { withDynamoLocal } from './dynamo-local';

const LINHAS = Number(process.env.BENCH_PRESENCA_LINHAS ?? 5000);
/** The whole list's import, in one call of the domain function, within 22 s on the local stack (issue 29). */
const LIMITE_S = 22;

/** A process's CPU seconds (user and system), from Linux's /proc. */
function cpuDoProcesso(pid: number): number {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(campos[11]) + Number(campos[12])) / 100;
}

/**
 * DynamoDB Local's SQLite thread, through which every read and write of its tables goes, one at a
 * time: its seconds on a CPU and runnable but waiting for one (Linux's schedstat); undefined elsewhere.
 */
function threadSqlite(pid: number): { cpu: number; espera: number } | undefined {
  const dir = `/proc/${pid}/task`;
  if (!existsSync(dir)) return undefined;
  for (const t of readdirSync(dir)) {
    try {
      if (!readFileSync(`${dir}/${t}/comm`, 'utf8').startsWith('SQLiteQueue')) continue;
      const [cpu, espera] = readFileSync(`${dir}/${t}/schedstat`, 'utf8').split(' ').map(Number);
      return { cpu: cpu! / 1e9, espera: espera! / 1e9 };
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return undefined;
}

/**
 * The attendance import of a 5,000-row list (issue 10) against DynamoDB Local: 5,000 doctors written
 * with the doctors' entity module, each with a pending participation of another course starting the
 * same day (the day's participations are what the import reads to find a doctor's own registration:
 * the worst case), a CSV (`;`, BOM) and an XLSX of their CRMs read by the function's reader, then the
 * import through the domain function (the same code the route runs), then the same file again (nothing
 * new), then another activity in calls as Registro de Atividades makes them (each from where the last
 * stopped). Prints the times, where the import's time went (its DynamoDB calls, and DynamoDB Local's
 * SQLite thread: on a CPU, waiting for one, idle) and whether the counters are exact; within target
 * when the import ends inside the limit.
 */
export function benchPresenca(): Promise<boolean> {
  return withDynamoLocal(async ({ raw, db, write, pid }) => {
    /** Each DynamoDB call of the measured import, by operation: how many, their summed time, and the items they carried. */
    const perfil = new Map<string, { n: number; ms: number; itens: number }>();
    let medindo = false;
    raw.middlewareStack.add(
      (next, context) => async (args) => {
        if (!medindo) return next(args);
        const t = performance.now();
        try {
          return await next(args);
        } finally {
          const input = args.input as { TransactItems?: unknown[]; RequestItems?: Record<string, { Keys?: unknown[] } | unknown[]> };
          const itens = input.TransactItems?.length ?? Object.values(input.RequestItems ?? {}).reduce<number>((n, r) => n + (Array.isArray(r) ? r.length : (r.Keys?.length ?? 0)), 0);
          const op = String(context.commandName).replace(/Command$/, '');
          const e = perfil.get(op) ?? { n: 0, ms: 0, itens: 0 };
          perfil.set(op, { n: e.n + 1, ms: e.ms + performance.now() - t, itens: e.itens + (itens || 1) });
        }
      },
      { step: 'initialize', name: 'perfilPresenca' },
    );
    const { medicoItem } = await import('@emc/functions/lib/db/medicos');
    const { putAtividade } = await import('@emc/functions/lib/db/atividades');
    const { putCategoria, putClassificacao, putForma } = await import('@emc/functions/lib/db/tabela');
    const { getCicloAggs, getClassificacaoPontos, getFilaAgg, getMedicoCicloAgg, getMedicoTotalAgg, medicoCicloAggKey } = await import('@emc/functions/lib/db/contadores');
    const { participacaoItem } = await import('@emc/functions/lib/db/participacoes');
    const { todayInSaoPaulo, cicloOfDate } = await import('@emc/functions/lib/ciclo');
    const { atividadeParaPresenca, importarPresenca } = await import('@emc/functions/lib/participacoes/presenca');
    const { lerListaPresenca } = await import('@emc/functions/relatorios/leitura');
    const rota = await import('@emc/functions/relatorios/importar-presenca');

    const hoje = todayInSaoPaulo();
    const dia = (d: number) => new Date(Date.parse(`${hoje}T12:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    await putCategoria(db, { id: 'benchcat', nome: 'Cursos e capacitações', tipo: 'OUTRA', ativo: true });
    await putForma(db, { id: 'benchforma', nome: 'Ouvinte', ativo: true });
    await putClassificacao(db, { id: 'benchrow', idCategoria: 'benchcat', idForma: 'benchforma', descricao: 'Curso presencial com avaliação', valor: 'medio valor', pontos: 1, unidade: 'hora', tetoCiclo: 20, ativo: true });
    const atividade = {
      id: 'benchativ',
      nome: 'Curso de Ventilação Mecânica (bench)',
      idCategoria: 'benchcat',
      idForma: 'benchforma',
      idClassificacao: 'benchrow',
      instituicao: 'Hospital Exemplo',
      local: 'Auditório',
      dataInicio: dia(3),
      dataFim: dia(2),
      cargaHoraria: 8,
      ativo: true,
    };
    // The second is imported as Registro de Atividades does it: calls cut by the API's time limit, the same list again until done.
    await Promise.all([putAtividade(db, atividade), putAtividade(db, { ...atividade, id: 'benchativ2', nome: `${atividade.nome} 2` })]);

    const crms = Array.from({ length: LINHAS }, (_, i) => String(200000 + i));
    const t0 = Date.now();
    const items = crms.map((crm, i) =>
      medicoItem({
        idMedico: `benchm${i}`,
        nome: `Médico ${i}`,
        crm,
        ativo: true,
        cpf: '529.982.247-25',
        sexo: 'Feminino',
        dataNascimento: '1980-01-01',
        estadoCivil: 'Casado(a)',
        especialidade: 'Clínica Médica',
        especialidadesSecundarias: [],
        categoriaProfissional: 'Associado',
        tipo: i % 3 ? 'Funcionário' : 'Não funcionário',
        telefone: '',
        celular: '',
        email: `crm${crm}@hospital.example`,
        idArea: 'benchArea',
      }),
    );
    const ciclo = cicloOfDate(dia(3));
    await write([...items, ...crms.map((_, i) => ({ ...medicoCicloAggKey(`benchm${i}`, ciclo), registros: 1, pendentes: 1, versao: 1, idMedico: `benchm${i}`, ciclo }))]);
    const carga = (Date.now() - t0) / 1000;
    // Each doctor's pending participation (the counters above): another course, the same start date.
    const t1 = Date.now();
    await write(
      crms.map((crm, i) =>
        participacaoItem({
          id: `benchp${i}`, idMedico: `benchm${i}`, nomeMedico: `Médico ${i}`, crmMedico: crm, tipoMedico: i % 3 ? 'Funcionário' : 'Não funcionário', idArea: 'benchArea', ciclo, status: 1,
          titulo: 'Jornada de Terapia Intensiva', idCategoria: 'benchcat', categoria: 'Cursos e capacitações', categoriaTipo: 'OUTRA', idForma: 'benchforma', forma: 'Ouvinte', instituicao: 'Hospital Exemplo',
          dataInicio: atividade.dataInicio, dataFim: atividade.dataInicio, cargaHoraria: 4, credito: 0, versao: 1, criadaEm: new Date().toISOString(), criadaPor: `benchm${i}`, anexos: [], historico: [],
        }),
      ),
    );
    const cargaParticipacoes = (Date.now() - t1) / 1000;

    const csv = Buffer.from(`\uFEFFNome;CRM;Assinatura\r\n${crms.map((c, i) => `Médico ${i};${c};ok`).join('\r\n')}\r\n`, 'utf8');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Presença');
    ws.addRow(['Nome', 'CRM']);
    crms.forEach((c, i) => ws.addRow([`Médico ${i}`, Number(c)]));
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const medir = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
      const t = Date.now();
      const out = await fn();
      return [out, (Date.now() - t) / 1000];
    };
    const [listaCsv, tCsv] = await medir(() => lerListaPresenca(csv));
    const [listaXlsx, tXlsx] = await medir(() => lerListaPresenca(xlsx));
    if (listaCsv.crms.length !== LINHAS || listaXlsx.crms.length !== LINHAS) throw new Error(`lista: ${listaCsv.crms.length} / ${listaXlsx.crms.length}`);

    const admin = { idUsuario: 'bench', name: 'Administradora Bench', email: '', roles: ['Administradores' as const] };
    const alvo = await atividadeParaPresenca(db, 'benchativ');
    const [sqlite0, java0, node0] = [threadSqlite(pid), cpuDoProcesso(pid), process.cpuUsage()];
    medindo = true;
    const [primeira, tPrimeira] = await medir(() => importarPresenca(db, admin, alvo, listaCsv.crms, listaCsv.invalidos));
    medindo = false;
    const [sqlite1, java1, node1] = [threadSqlite(pid), cpuDoProcesso(pid), process.cpuUsage(node0)];
    const [segunda, tSegunda] = await medir(() => importarPresenca(db, admin, alvo, listaXlsx.crms, listaXlsx.invalidos));
    // The route's action, as each of the dialog's calls runs it: the file read again, the activity checked, from where the last call stopped.
    const chamadas: [criadas: number, segundos: number][] = [];
    for (let desde = 0, concluida = false; !concluida && chamadas.length < 100; ) {
      const input = { params: {}, query: {}, headers: {}, body: { idAtividade: 'benchativ2', desde }, files: [{ field: 'file', filename: 'lista.csv', contentType: 'text/csv', data: csv }] };
      const [r, t] = await medir(() => rota.importarPresenca(input, admin, { db, prazoMs: rota.PRAZO_MS }));
      chamadas.push([r.criadas, t]);
      ({ concluida, processados: desde } = r);
    }
    // Every doctor has both activities' participations: 8 h each under the row's cap of 20.
    const [fila, agg, total, pontos, ciclos] = await Promise.all([getFilaAgg(db, { ciclo }), getMedicoCicloAgg(db, 'benchm7', ciclo), getMedicoTotalAgg(db, 'benchm7'), getClassificacaoPontos(db, 'benchm7', ciclo, 'benchrow'), getCicloAggs(db, [ciclo])]);
    const doCiclo = ciclos.get(ciclo) ?? {};
    const emChamadas = chamadas.reduce((n, [c]) => n + c, 0);
    const exato =
      primeira.concluida && segunda.concluida && primeira.criadas === LINHAS && segunda.criadas === 0 && segunda.jaExistentes === LINHAS && emChamadas === LINHAS &&
      fila.s2 === 2 * LINHAS && agg.pontos === 16 && agg.aprovados === 2 && agg.registros === 3 && total.aprovados === 2 && pontos === 16 && doCiclo.aprovados === 2 * LINHAS && doCiclo.registros === 2 * LINHAS;

    console.log(`\nAttendance import (importar-presenca) of ${LINHAS.toLocaleString('en')} CRMs, DynamoDB Local (${LINHAS.toLocaleString('en')} doctors and their counters loaded in ${carga.toFixed(1)} s, a participation of each on the activity's day in ${cargaParticipacoes.toFixed(1)} s)`);
    console.log('step'.padEnd(40), 'seconds'.padStart(8));
    console.log('read the CSV (; and BOM)'.padEnd(40), tCsv.toFixed(2).padStart(8));
    console.log('read the XLSX (exceljs)'.padEnd(40), tXlsx.toFixed(2).padStart(8));
    console.log(`import: ${primeira.criadas} created`.padEnd(40), tPrimeira.toFixed(2).padStart(8), tPrimeira <= LIMITE_S ? '' : `  ✗ (limit ${LIMITE_S} s)`);
    console.log(`same list again: ${segunda.jaExistentes} already there`.padEnd(40), tSegunda.toFixed(2).padStart(8));
    console.log(`\nthe import's DynamoDB calls (summed time: calls in flight together overlap; the import took ${tPrimeira.toFixed(2)} s)`);
    console.log('operation'.padEnd(22), 'calls'.padStart(7), 'items'.padStart(8), 'summed s'.padStart(9), 'ms/call'.padStart(8));
    for (const [op, { n, ms, itens }] of [...perfil].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(op.padEnd(22), String(n).padStart(7), String(itens).padStart(8), (ms / 1000).toFixed(2).padStart(9), (ms / n).toFixed(1).padStart(8));
    }
    if (sqlite0 && sqlite1) {
      const [cpu, espera] = [sqlite1.cpu - sqlite0.cpu, sqlite1.espera - sqlite0.espera];
      console.log(`DynamoDB Local's SQLite thread (every read and write, one at a time): ${cpu.toFixed(2)} s on a CPU, ${espera.toFixed(2)} s waiting for one (this machine's other work), ${Math.max(0, tPrimeira - cpu - espera).toFixed(2)} s idle`);
    }
    console.log(`CPU during the import: DynamoDB Local ${(java1 - java0).toFixed(2)} s in all, the import's process ${((node1.user + node1.system) / 1e6).toFixed(2)} s`);
    console.log('');
    const emTudo = chamadas.reduce((n, [, t]) => n + t, 0);
    console.log(`in the dialog's calls (${rota.PRAZO_MS / 1000} s each): ${chamadas.length}`.padEnd(40), emTudo.toFixed(2).padStart(8), `  ${chamadas.map(([c, t]) => `${c} in ${t.toFixed(1)} s`).join(', ')}`);
    // This machine is shared: the baseline is loading the doctors (two items each, BatchWriteItem) in the same run.
    console.log(`import / loading the ${LINHAS.toLocaleString('en')} doctors: ${(tPrimeira / carga).toFixed(2)}×`);
    console.log(`counters exact (the queue's, the cycle's, a doctor's cycle, all-cycles and row counters): ${exato ? 'yes' : 'NO'}`);
    return exato && tPrimeira + tCsv <= LIMITE_S;
  });
}

if (process.argv[1]?.endsWith('presenca.ts')) {
  const ok = await benchPresenca();
  console.log(`presenca: ${ok ? 'within target' : 'OVER TARGET'}`);
}
