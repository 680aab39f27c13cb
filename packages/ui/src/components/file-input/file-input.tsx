import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../form-field';
import * as styles from './file-input.css';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Show a thumbnail of the chosen image (profile pictures). */
  imagePreview?: boolean;
  /** An image already on file, shown until a new one is picked. */
  currentImageUrl?: string;
  onFilesChange?: (files: File[]) => void;
}

/**
 * A native file input with label, hint, error and an image preview. The preview is an object
 * URL, revoked when replaced or unmounted so large photos do not leak memory.
 */
export function FileInput({
  label,
  hint,
  error,
  imagePreview = false,
  currentImageUrl,
  onFilesChange,
  required,
  id,
  className,
  ...props
}: FileInputProps) {
  const [previewUrl, setPreviewUrl] = useState<string | undefined>(undefined);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = previewUrl ?? currentImageUrl;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <div className={styles.row}>
          {imagePreview && shown && (
            <img className={styles.preview} src={shown} alt="Preview of the chosen image" />
          )}
          <input
            type="file"
            className={styles.input}
            {...controlProps}
            {...props}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              onFilesChange?.(files);
              const image = files.find((file) => file.type.startsWith('image/'));
              setPreviewUrl(imagePreview && image ? URL.createObjectURL(image) : undefined);
            }}
          />
        </div>
      )}
    </Field>
  );
}
