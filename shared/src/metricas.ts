/**
 * The business metrics the functions emit with Powertools Metrics (CloudWatch embedded metric
 * format) and the dashboard shows: one namespace, the dimension `service` = METRICAS_SERVICO only.
 */
export const METRICAS_NAMESPACE = 'EMC';
export const METRICAS_SERVICO = 'emc';

export const METRICA = {
  participacoesCriadas: 'ParticipacoesCriadas',
  decisoesAprovadas: 'DecisoesAprovadas',
  decisoesReprovadas: 'DecisoesReprovadas',
  relatoriosGerados: 'RelatoriosGerados',
  emailsEnviados: 'EmailsEnviados',
  emailsFalhados: 'EmailsFalhados',
} as const;
export type Metrica = (typeof METRICA)[keyof typeof METRICA];
