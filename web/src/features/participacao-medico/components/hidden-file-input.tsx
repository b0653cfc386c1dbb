import type { ChangeEvent, Ref } from 'react';
import { ANEXO_ACCEPT, CAMERA_ACCEPT, CAMERA_CAPTURE, HIDDEN_FILE_INPUT } from '@/lib/anexo-file';

export interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** 'arquivo': PDF, JPEG or PNG files; 'camera': a photo from the phone's rear camera. */
  origem: 'arquivo' | 'camera';
  /** The input's name for tests and assistive technology (it is hidden from both but still labelled). */
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  multiple?: boolean;
  disabled?: boolean;
}

/** A certificate file input out of sight and out of the tab order; a visible button opens it. */
export function HiddenFileInput({ ref, origem, label, onChange, multiple, disabled }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={origem === 'camera' ? CAMERA_ACCEPT : ANEXO_ACCEPT}
      capture={origem === 'camera' ? CAMERA_CAPTURE : undefined}
      multiple={multiple}
      tabIndex={-1}
      aria-hidden="true"
      aria-label={label}
      onChange={onChange}
      disabled={disabled}
      style={HIDDEN_FILE_INPUT}
    />
  );
}
