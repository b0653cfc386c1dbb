import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICA } from '@emc/shared/metricas';

type Modulo = typeof import('./metricas') & typeof import('./metricas-publicar');

/** A fresh copy of the modules (their counts and Powertools' instance are per container). */
async function modulos(): Promise<Modulo> {
  vi.resetModules();
  return { ...(await import('./metricas')), ...(await import('./metricas-publicar')) };
}

describe('metricas', () => {
  const env = { ...process.env };
  beforeEach(() => {
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
  });
  afterEach(() => {
    process.env = { ...env };
    vi.restoreAllMocks();
  });

  it('sums the counts into one EMF line, namespace EMC, the one dimension service=emc, in the log format', async () => {
    const m = await modulos();
    m.contar(METRICA.emailsEnviados);
    m.contar(METRICA.emailsEnviados, 2);
    m.contar(METRICA.decisoesAprovadas);
    const agora = new Date();
    const linha = JSON.parse(m.linhaDeMetricas(agora)!);
    expect(linha).toMatchObject({ level: 'INFO', message: 'métricas', timestamp: agora.toISOString(), service: 'emc', EmailsEnviados: 3, DecisoesAprovadas: 1 });
    expect(linha._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'EMC',
        Dimensions: [['service']],
        Metrics: [
          { Name: 'EmailsEnviados', Unit: 'Count' },
          { Name: 'DecisoesAprovadas', Unit: 'Count' },
        ],
      },
    ]);
    expect(typeof linha._aws.Timestamp).toBe('number');
    // The counts start over.
    expect(m.linhaDeMetricas()).toBeUndefined();
    m.contar(METRICA.relatoriosGerados);
    const segunda = JSON.parse(m.linhaDeMetricas()!);
    expect(segunda.RelatoriosGerados).toBe(1);
    expect(segunda.EmailsEnviados).toBeUndefined();
  });

  it('keeps the service dimension whatever POWERTOOLS_SERVICE_NAME says (the local stack names it emc-local)', async () => {
    process.env.POWERTOOLS_SERVICE_NAME = 'emc-local';
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'Outro';
    const m = await modulos();
    m.contar(METRICA.participacoesCriadas);
    const linha = JSON.parse(m.linhaDeMetricas()!);
    expect([linha.service, linha._aws.CloudWatchMetrics[0].Namespace]).toEqual(['emc', 'EMC']);
  });

  it('ignores counts that are not positive', async () => {
    const m = await modulos();
    m.contar(METRICA.participacoesCriadas, 0);
    expect(m.linhaDeMetricas()).toBeUndefined();
  });

  it('publicarMetricas writes one line to stdout when something was counted, and nothing otherwise', async () => {
    const m = await modulos();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    m.publicarMetricas();
    expect(write).not.toHaveBeenCalled();
    m.contar(METRICA.emailsFalhados);
    m.publicarMetricas();
    m.publicarMetricas();
    expect(write).toHaveBeenCalledTimes(1);
    const texto = String(write.mock.calls[0]![0]);
    expect(texto.endsWith('\n')).toBe(true);
    expect(JSON.parse(texto)).toMatchObject({ level: 'INFO', EmailsFalhados: 1 });
  });

  it('the middleware flushes after the answer and after an error', async () => {
    const m = await modulos();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const mw = m.comMetricas();
    m.contar(METRICA.decisoesReprovadas);
    await mw.after!({} as never);
    m.contar(METRICA.decisoesReprovadas);
    await mw.onError!({} as never);
    expect(write.mock.calls.map((c) => JSON.parse(String(c[0])).DecisoesReprovadas)).toEqual([1, 1]);
  });

  it('writes nothing under POWERTOOLS_METRICS_DISABLED', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    const m = await modulos();
    m.contar(METRICA.emailsEnviados);
    expect(m.linhaDeMetricas()).toBeUndefined();
  });
});
