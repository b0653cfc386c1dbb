import Chip, { type ChipProps } from '@mui/material/Chip';
import { STATUS_NOME, type StatusCode } from '@emc/shared/status';

const COLOR: Record<StatusCode, ChipProps['color']> = { 1: 'info', 2: 'success', 3: 'error', 4: 'warning' };

/** A participation's status as a coloured chip (Pendente, Aprovada, Reprovada, Em ajuste). */
export function StatusChip({ status, size = 'small' }: { status: StatusCode; size?: ChipProps['size'] }) {
  return <Chip label={STATUS_NOME[status] ?? String(status)} color={COLOR[status] ?? 'default'} size={size} variant="outlined" />;
}
