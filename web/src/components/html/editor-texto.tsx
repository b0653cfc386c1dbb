import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LINK_MAX } from '@emc/shared/conteudo';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { ComContador, erroDeLimite } from '@/components/ui/contador-caracteres';
import { htmlSeguro } from './html-seguro';

/**
 * The administrators' rich-text editor (FAQ answers, Sobre paragraphs): Tiptap limited to what
 * HTML_PERMITIDO (shared/src/conteudo.ts) keeps — paragraphs, bold, italic, underline, strike,
 * bullet and numbered lists, headings 3 and 4, quotes and links (http, https, mailto) — so what is
 * typed is what the pages show. Nobody edits raw HTML: pasted HTML goes through DOMPurify and then
 * Tiptap's schema, which keeps only those nodes and marks. Loaded on demand (React.lazy): Tiptap is
 * in no other page's JavaScript.
 */

/** Addresses a link may have: http(s) and mailto only (the sanitizers drop any other). */
const LINK_ACEITO = /^(?:https?:|mailto:)/i;
/** What the link dialog accepts: a complete http(s) address, or mailto: and an e-mail. */
const LINK_COMPLETO = /^(?:https?:\/\/[^\s<>"'`]+\.[^\s<>"'`]+|mailto:[^\s<>"'`@]+@[^\s<>"'`]+)$/i;
export const LINK_INVALIDO = 'Informe um endereço completo, começando com https:// (ou mailto: para um e-mail).';

const EXTENSOES = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_ACEITO.test(url.trim()),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
];

/** The field's value: '' for an empty editor, the HTML otherwise (without the empty paragraphs at its end). */
function valorDe(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

interface Botao {
  chave: string;
  rotulo: string;
  atalho?: string;
  icone: ReactNode;
  /** A toggle (aria-pressed) when it has a state; undo and redo have none. */
  ativo?: (e: Editor) => boolean;
  pode?: (e: Editor) => boolean;
  executar: (e: Editor) => void;
}

const titulo = (texto: string) => (
  <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 13, lineHeight: 1, px: 0.25 }}>
    {texto}
  </Box>
);

const BOTOES: readonly (Botao | 'divisor')[] = [
  { chave: 'negrito', rotulo: 'Negrito', atalho: 'Ctrl+B', icone: <FormatBoldIcon />, ativo: (e) => e.isActive('bold'), executar: (e) => e.chain().focus().toggleBold().run() },
  { chave: 'italico', rotulo: 'Itálico', atalho: 'Ctrl+I', icone: <FormatItalicIcon />, ativo: (e) => e.isActive('italic'), executar: (e) => e.chain().focus().toggleItalic().run() },
  { chave: 'sublinhado', rotulo: 'Sublinhado', atalho: 'Ctrl+U', icone: <FormatUnderlinedIcon />, ativo: (e) => e.isActive('underline'), executar: (e) => e.chain().focus().toggleUnderline().run() },
  { chave: 'tachado', rotulo: 'Tachado', atalho: 'Ctrl+Shift+S', icone: <FormatStrikethroughIcon />, ativo: (e) => e.isActive('strike'), executar: (e) => e.chain().focus().toggleStrike().run() },
  'divisor',
  // The name contains the text the button shows (T1, T2), as WCAG 2.5.3 asks.
  { chave: 'titulo', rotulo: 'Título (T1)', icone: titulo('T1'), ativo: (e) => e.isActive('heading', { level: 3 }), executar: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { chave: 'subtitulo', rotulo: 'Subtítulo (T2)', icone: titulo('T2'), ativo: (e) => e.isActive('heading', { level: 4 }), executar: (e) => e.chain().focus().toggleHeading({ level: 4 }).run() },
  'divisor',
  { chave: 'marcadores', rotulo: 'Lista com marcadores', icone: <FormatListBulletedIcon />, ativo: (e) => e.isActive('bulletList'), executar: (e) => e.chain().focus().toggleBulletList().run() },
  { chave: 'numerada', rotulo: 'Lista numerada', icone: <FormatListNumberedIcon />, ativo: (e) => e.isActive('orderedList'), executar: (e) => e.chain().focus().toggleOrderedList().run() },
  { chave: 'citacao', rotulo: 'Citação', icone: <FormatQuoteIcon />, ativo: (e) => e.isActive('blockquote'), executar: (e) => e.chain().focus().toggleBlockquote().run() },
  'divisor',
  { chave: 'desfazer', rotulo: 'Desfazer', atalho: 'Ctrl+Z', icone: <UndoIcon />, pode: (e) => e.can().undo(), executar: (e) => e.chain().focus().undo().run() },
  { chave: 'refazer', rotulo: 'Refazer', atalho: 'Ctrl+Y', icone: <RedoIcon />, pode: (e) => e.can().redo(), executar: (e) => e.chain().focus().redo().run() },
];
const BOTOES_ACAO = BOTOES.filter((b): b is Botao => b !== 'divisor');
const BOTAO_SX = { border: 0, borderRadius: 1, minWidth: 36, height: 36, color: 'text.secondary', '&.Mui-disabled': { border: 0 } } as const;

export interface EditorTextoProps {
  /** Shown above the editor; names the textbox and the toolbar. */
  label: string;
  /** The HTML (react-hook-form's field value); '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's message (the schema's or a server 400's): shown under it, and the textbox is marked invalid. */
  error?: string;
  /** Under the editor while it has no message. */
  ajuda?: string;
  required?: boolean;
  /** react-hook-form's field.ref: it gets `focus()`, so a failed save can put the caret here. */
  inputRef?: Ref<{ focus: () => void }>;
  /** The textbox's id (default: generated). */
  id?: string;
}

/**
 * Formatted text, edited as text: a toolbar of labelled toggle buttons (one tab stop; the arrow keys
 * move between them, their pressed state follows the caret) above a labelled multi-line textbox.
 * Its value is the HTML string, for react-hook-form (`value`, `onChange`, `onBlur`).
 */
export function EditorTexto({ label, value, onChange, onBlur, error, ajuda, required = false, inputRef, id }: EditorTextoProps) {
  const gerado = useId();
  const editorId = id ?? `${gerado}-editor`;
  const labelId = `${editorId}-label`;
  const helperId = `${editorId}-helper`;
  const mensagem = error ?? ajuda;
  const emitido = useRef(value);
  const [inicial] = useState(value);
  const [linkAberto, setLinkAberto] = useState(false);
  const chamadas = useRef({ onChange, onBlur, abrirLink: () => setLinkAberto(true) });
  useEffect(() => {
    chamadas.current.onChange = onChange;
    chamadas.current.onBlur = onBlur;
  });

  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': error ? 'true' : 'false',
        ...(required && { 'aria-required': 'true' }),
        ...(mensagem && { 'aria-describedby': helperId }),
      },
      // Pasted HTML loses anything a sanitizer would remove before Tiptap reads what it knows.
      transformPastedHTML: (html: string) => htmlSeguro(html),
      handleKeyDown: (_view: unknown, event: globalThis.KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          chamadas.current.abrirLink();
          return true;
        }
        return false;
      },
    }),
    [editorId, labelId, helperId, error, required, mensagem],
  );

  const editor = useEditor({
    extensions: EXTENSOES,
    content: inicial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = valorDe(e);
      emitido.current = html;
      chamadas.current.onChange(html);
    },
    onBlur: () => chamadas.current.onBlur?.(),
  });

  // A value set from outside (a reset, another item) replaces the content; what was typed here does not come back.
  useEffect(() => {
    if (value === emitido.current) return;
    emitido.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [value, editor]);

  useImperativeHandle(inputRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const estado = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(BOTOES_ACAO.map((b) => [b.chave, { ativo: b.ativo?.(e) ?? false, pode: b.pode?.(e) ?? true }])) as Record<string, { ativo: boolean; pode: boolean }>,
  });
  const link = useEditorState({ editor, selector: ({ editor: e }) => ({ ativo: e.isActive('link'), href: (e.getAttributes('link').href as string | undefined) ?? '' }) });

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        onClick={() => editor.commands.focus()}
        sx={{ display: 'block', mb: 0.75, fontWeight: 500, color: error ? 'error.main' : 'text.secondary', cursor: 'default' }}
      >
        {label}
        {required && ' *'}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}` },
        }}
      >
        <BarraDeFerramentas editor={editor} estado={estado} link={link.ativo} rotulo={label} editorId={editorId} abrirLink={() => setLinkAberto(true)} />
        <Divider />
        <Box
          sx={{
            px: 1.5,
            typography: 'body1',
            overflowWrap: 'anywhere',
            '& .ProseMirror': { minHeight: 140, py: 1.25, outline: 'none', whiteSpace: 'pre-wrap' },
            '& .ProseMirror > :first-of-type': { mt: 0 },
            '& .ProseMirror > :last-child': { mb: 0 },
            '& .ProseMirror a': { color: 'primary.main' },
            '& .ProseMirror li > p': { my: 0.25 },
            '& .ProseMirror blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
            '& .ProseMirror h3': { typography: 'h6', mt: 1.5, mb: 1 },
            '& .ProseMirror h4': { typography: 'subtitle1', fontWeight: 600, mt: 1.5, mb: 0.75 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {mensagem && (
        <FormHelperText id={helperId} error={!!error} sx={{ mx: 1.75 }}>
          {mensagem}
        </FormHelperText>
      )}
      <LinkDialog
        aberto={linkAberto}
        inicial={link.href}
        temLink={link.ativo}
        onFechar={() => setLinkAberto(false)}
        onAplicar={(href) => {
          const { empty } = editor.state.selection;
          if (empty && !editor.isActive('link')) editor.chain().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
          else editor.chain().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemover={() => editor.chain().extendMarkRange('link').unsetLink().run()}
        onFechado={() => editor.commands.focus()}
      />
    </Box>
  );
}

interface BarraProps {
  editor: Editor;
  estado: Record<string, { ativo: boolean; pode: boolean }>;
  link: boolean;
  rotulo: string;
  editorId: string;
  abrirLink: () => void;
}

/** The toolbar: one tab stop, then ←/→, Home and End between its buttons (WAI-ARIA toolbar pattern). */
function BarraDeFerramentas({ editor, estado, link, rotulo, editorId, abrirLink }: BarraProps) {
  const barra = useRef<HTMLDivElement>(null);
  const [foco, setFoco] = useState('negrito');
  const focoEfetivo = estado[foco]?.pode === false ? 'negrito' : foco;

  const mover = (event: KeyboardEvent<HTMLDivElement>) => {
    const botoes = [...(barra.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const atual = botoes.indexOf(document.activeElement as HTMLButtonElement);
    if (atual < 0 || botoes.length === 0) return;
    const destino = { ArrowRight: atual + 1, ArrowLeft: atual - 1, Home: 0, End: botoes.length - 1 }[event.key];
    if (destino === undefined) return;
    event.preventDefault();
    botoes[(destino + botoes.length) % botoes.length]!.focus();
  };

  const botao = (chave: string, conteudo: ReactNode) => (
    <Box component="span" key={chave} sx={{ display: 'inline-flex' }}>
      {conteudo}
    </Box>
  );

  return (
    <Box
      ref={barra}
      role="toolbar"
      aria-label={`Formatação: ${rotulo}`}
      aria-controls={editorId}
      onKeyDown={mover}
      onFocus={(e) => {
        const chave = (e.target as HTMLElement).dataset.chave;
        if (chave) setFoco(chave);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
    >
      {BOTOES.map((b, i) => {
        if (b === 'divisor') return <Divider key={`d${i}`} orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;
        const { ativo, pode } = estado[b.chave] ?? { ativo: false, pode: true };
        const dica = b.atalho ? `${b.rotulo} (${b.atalho})` : b.rotulo;
        const comum = {
          value: b.chave,
          size: 'small' as const,
          'aria-label': b.rotulo,
          'data-chave': b.chave,
          tabIndex: focoEfetivo === b.chave ? 0 : -1,
          disabled: !pode,
          onClick: () => b.executar(editor),
          sx: BOTAO_SX,
        };
        const elemento = b.ativo ? (
          <ToggleButton {...comum} selected={ativo}>
            {b.icone}
          </ToggleButton>
        ) : (
          // Undo and redo are actions, not toggles: no aria-pressed.
          <ToggleButton {...comum} aria-pressed={undefined}>
            {b.icone}
          </ToggleButton>
        );
        return botao(b.chave, pode ? <Tooltip title={dica}>{elemento}</Tooltip> : elemento);
      })}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
      {botao(
        'link',
        <Tooltip title="Link (Ctrl+K)">
          <ToggleButton
            value="link"
            size="small"
            aria-label="Link"
            aria-haspopup="dialog"
            data-chave="link"
            tabIndex={focoEfetivo === 'link' ? 0 : -1}
            selected={link}
            onClick={abrirLink}
            sx={BOTAO_SX}
          >
            <InsertLinkIcon />
          </ToggleButton>
        </Tooltip>,
      )}
    </Box>
  );
}

interface LinkDialogProps {
  aberto: boolean;
  inicial: string;
  temLink: boolean;
  onAplicar: (href: string) => void;
  onRemover: () => void;
  onFechar: () => void;
  /** After it closed: the caret goes back to the text. */
  onFechado: () => void;
}

/** 'Link': the address (https://… or mailto:…), and 'Remover link' when the caret is on one. */
function LinkDialog({ aberto, inicial, temLink, onAplicar, onRemover, onFechar, onFechado }: LinkDialogProps) {
  const id = useId();
  const [href, setHref] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const longo = erroDeLimite(href, LINK_MAX);
  const aplicar = () => {
    const limpo = href.trim();
    if (longo) return;
    if (!LINK_COMPLETO.test(limpo)) {
      setErro(LINK_INVALIDO);
      return;
    }
    onAplicar(limpo);
    onFechar();
  };

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{
        transition: {
          onEnter: () => {
            setHref(inicial);
            setErro(null);
          },
          onExited: onFechado,
        },
      }}
    >
      {/* The form inside the paper, not as it (a <form> may not take the role dialog); its submit stays here (React events cross portals). */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          event.stopPropagation();
          aplicar();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={`${id}-title`}>Link</DialogTitle>
        <DialogContent>
          <TextField
            label="Endereço do link"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setErro(null);
            }}
            autoFocus
            fullWidth
            margin="dense"
            placeholder="https://"
            error={!!(erro ?? longo)}
            helperText={<ComContador texto={erro ?? longo ?? 'Um endereço que começa com https:// ou mailto:.'} valor={href} max={LINK_MAX} />}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {temLink && (
            <Button
              color="error"
              onClick={() => {
                onRemover();
                onFechar();
              }}
              sx={{ mr: 'auto' }}
            >
              Remover link
            </Button>
          )}
          <Button onClick={onFechar}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Aplicar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
