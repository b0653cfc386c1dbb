import ExcelJS from 'exceljs';
import { withDynamoLocal } from './dynamo-local';

const LINHAS = Number(process.env.BENCH_PRESENCA_LINHAS ?? 5000);
/** The import must end within the function's 29 s (API Gateway answers 504 at 30 s); the action stops starting batches at 22 s. */
const LIMITE_S = 22;

/**
 * The attendance import of a 5,000-row list (issue 10) against DynamoDB Local: 5,000 doctors written
 * with the doctors' entity module, a CSV (`;`, BOM) and an XLSX of their CRMs read by the function's
 * reader, then the import through the domain function (the same code the route runs), then the same
 * file again (nothing new). Prints the times; within target when the import ends inside the API's limit.
 */
export function benchPresenca(): Promise<boolean> {
  return withDynamoLocal(async ({ db, write }) => {
    const { medicoItem } = await import('@emc/functions/lib/db/medicos');
    const { putAtividade } = await import('@emc/functions/lib/db/atividades');
    const { putCategoria, putClassificacao, putForma } = await import('@emc/functions/lib/db/tabela');
    const { getFilaAgg, getMedicoCicloAgg, medicoCicloAggKey } = await import('@emc/functions/lib/db/contadores');
    const { todayInSaoPaulo, cicloOfDate } = await import('@emc/functions/lib/ciclo');
    const { atividadeParaPresenca, importarPresenca } = await import('@emc/functions/lib/participacoes/presenca');
    const { lerListaPresenca } = await import('@emc/functions/relatorios/leitura');
    const { PRAZO_MS } = await import('@emc/functions/relatorios/importar-presenca');

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
    // Each has a pending participation in the cycle already (its counters), so the import looks for a registration of their own: the worst case.
    const ciclo = cicloOfDate(dia(3));
    await write([...items, ...crms.map((_, i) => ({ ...medicoCicloAggKey(`benchm${i}`, ciclo), registros: 1, pendentes: 1, versao: 1, idMedico: `benchm${i}`, ciclo }))]);
    const carga = (Date.now() - t0) / 1000;

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
    const [primeira, tPrimeira] = await medir(() => importarPresenca(db, admin, alvo, listaCsv.crms, listaCsv.invalidos));
    const [segunda, tSegunda] = await medir(() => importarPresenca(db, admin, alvo, listaXlsx.crms, listaXlsx.invalidos));
    const alvo2 = await atividadeParaPresenca(db, 'benchativ2');
    const chamadas: [criadas: number, segundos: number][] = [];
    for (let concluida = false; !concluida && chamadas.length < 10; ) {
      const [r, t] = await medir(() => importarPresenca(db, admin, alvo2, listaCsv.crms, listaCsv.invalidos, { prazo: Date.now() + PRAZO_MS }));
      chamadas.push([r.criadas, t]);
      concluida = r.concluida;
    }
    const [fila, agg] = await Promise.all([getFilaAgg(db, { ciclo }), getMedicoCicloAgg(db, 'benchm7', ciclo)]);
    const emChamadas = chamadas.reduce((n, [c]) => n + c, 0);
    const exato =
      primeira.concluida && segunda.concluida && primeira.criadas === LINHAS && segunda.criadas === 0 && segunda.jaExistentes === LINHAS && emChamadas === LINHAS && fila.s2 === 2 * LINHAS && agg.pontos === 16;

    console.log(`\nAttendance import (importar-presenca) of ${LINHAS.toLocaleString('en')} CRMs, DynamoDB Local (${LINHAS.toLocaleString('en')} doctors and their counters loaded in ${carga.toFixed(1)} s)`);
    console.log('step'.padEnd(40), 'seconds'.padStart(8));
    console.log('read the CSV (; and BOM)'.padEnd(40), tCsv.toFixed(2).padStart(8));
    console.log('read the XLSX (exceljs)'.padEnd(40), tXlsx.toFixed(2).padStart(8));
    console.log(`import: ${primeira.criadas} created`.padEnd(40), tPrimeira.toFixed(2).padStart(8), tPrimeira <= LIMITE_S ? '' : `  ✗ (limit ${LIMITE_S} s)`);
    console.log(`same list again: ${segunda.jaExistentes} already there`.padEnd(40), tSegunda.toFixed(2).padStart(8));
    const total = chamadas.reduce((n, [, t]) => n + t, 0);
    console.log(`in calls cut at ${PRAZO_MS / 1000} s (the dialog's): ${chamadas.length}`.padEnd(40), total.toFixed(2).padStart(8), `  ${chamadas.map(([c, t]) => `${c} in ${t.toFixed(1)} s`).join(', ')}`);
    // This machine is shared: the baseline is loading the doctors (two items each, BatchWriteItem) in the same run.
    console.log(`import / loading the ${LINHAS.toLocaleString('en')} doctors: ${(tPrimeira / carga).toFixed(2)}×`);
    console.log(`counters exact (queue, doctor's cycle): ${exato ? 'yes' : 'NO'}`);
    return exato && tPrimeira + tCsv <= LIMITE_S;
  });
}

if (process.argv[1]?.endsWith('presenca.ts')) {
  const ok = await benchPresenca();
  console.log(`presenca: ${ok ? 'within target' : 'OVER TARGET'}`);
}
