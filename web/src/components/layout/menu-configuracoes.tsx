import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useId, useState } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { lazyNamed } from '@/lib/lazy-named';

// The menu (MUI's Menu, Popover and Modal) loads when the gear is first pointed at, focused or used.
const MenuConfiguracoesLista = lazyNamed(() => import('./menu-configuracoes-lista'), 'MenuConfiguracoesLista');

/** The administrators' settings pages (issue 12), not items of the spec's menu. One line per page. */
export const CONFIGURACOES_MENU: readonly { label: string; to: string }[] = [
  { label: 'Perguntas Frequentes', to: paths.configuracoes.faq.getHref() },
  { label: 'Sobre o Programa', to: paths.configuracoes.sobre.getHref() },
  { label: 'Mensagens de contato', to: paths.configuracoes.mensagens.getHref() },
  { label: 'Lembretes enviados', to: paths.configuracoes.lembretes.getHref() },
  { label: 'Auditoria', to: paths.configuracoes.auditoria.getHref() },
];

/**
 * The gear in the top bar of an administrator in admin view: a menu of the settings pages. The
 * button opens it with a click, Enter or Space; the arrows move between its items, Escape closes it
 * and gives the focus back to the button (MUI's Menu). Choosing a page puts the focus on the page's
 * content (the main region), as a page load would.
 */
export function MenuConfiguracoes() {
  const { view } = useSession();
  const id = useId();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [usado, setUsado] = useState(false);
  // A page chosen: the focus goes to that page's content, not back to the button.
  const [escolhido, setEscolhido] = useState(false);
  if (view !== 'admin') return null;
  const aberto = ancora !== null;
  const menuId = `${id}-menu`;
  const botaoId = `${id}-botao`;

  return (
    <>
      <Tooltip title="Configurações">
        <IconButton
          id={botaoId}
          color="inherit"
          aria-label="Configurações"
          aria-haspopup="menu"
          aria-expanded={aberto}
          aria-controls={aberto ? menuId : undefined}
          onPointerEnter={MenuConfiguracoesLista.preload}
          onFocus={MenuConfiguracoesLista.preload}
          onClick={(e) => {
            setUsado(true);
            setAncora(e.currentTarget);
          }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      {usado && (
        <Suspense fallback={null}>
          <MenuConfiguracoesLista
            ancora={ancora}
            menuId={menuId}
            botaoId={botaoId}
            escolhido={escolhido}
            onEscolher={() => {
              setEscolhido(true);
              setAncora(null);
            }}
            onClose={() => setAncora(null)}
            onFechado={() => {
              if (!escolhido) return;
              setEscolhido(false);
              document.querySelector<HTMLElement>('main')?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
