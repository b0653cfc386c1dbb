import { STORAGE } from '@emc/shared/storage-keys';
import { describe, expect, it, vi } from 'vitest';
import { signIn, USERS } from '@/testing/jwt';
import { clearSession, subscribeSession } from './session-store';
import { enterMedicoView } from './view-state';

const storage = () => window.localStorage;

describe('session store', () => {
  it('clearSession removes the token and the doctor-view data, and keeps the analysis filters', () => {
    signIn(USERS.medico);
    enterMedicoView({ id: 'm', nome: 'N', crm: '1' });
    storage().setItem(STORAGE.isAdminView, 'true');
    storage().setItem(STORAGE.filtroNome, 'ana');
    clearSession();
    for (const key of ['token_emc', 'isMedicoView', 'isAdminView', 'view-idMedico', 'view-nomeMedico', 'view-crmMedico']) {
      expect(storage().getItem(key)).toBeNull();
    }
    expect(storage().getItem(STORAGE.filtroNome)).toBe('ana');
  });

  it('tells each subscriber once per change, until it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    enterMedicoView({ id: 'm', nome: 'N', crm: '1' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
