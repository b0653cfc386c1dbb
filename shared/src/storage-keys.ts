/** Browser storage keys (spec section 3 and decisions.md). */
export const STORAGE = {
  token: 'token_emc',
  isMedicoView: 'isMedicoView',
  isAdminView: 'isAdminView',
  viewIdMedico: 'view-idMedico',
  viewNomeMedico: 'view-nomeMedico',
  viewCrmMedico: 'view-crmMedico',
  filtroNome: 'emc-filtro-nome',
  filtroCategoria: 'emc-filtro-categoria',
  filtroCiclo: 'emc-filtro-ciclo',
} as const;
