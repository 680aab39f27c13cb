import { CheckCircle2, File as FileIcon, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { Button } from '../button';
import { FieldMessage } from '../form-field';
import { IconButton } from '../icon-button';
import { Progress } from '../progress';
import * as styles from './file-drop.css';

export const fileDropStatuses = ['queued', 'uploading', 'done', 'error'] as const;
export type FileDropStatus = (typeof fileDropStatuses)[number];

/** A file as the app's upload tracks it; FileDrop only draws it. */
export interface FileDropItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  status: FileDropStatus;
  /** 0–100 while uploading; leave undefined for "no estimate". */
  progress?: number;
  /** Why it failed, in the server's words when the server refused it. */
  error?: string;
}

export interface FileRejection {
  file: File;
  reason: 'type' | 'size' | 'count';
  message: string;
}

export interface FileDropProps {
  label: string;
  hint?: ReactNode;
  /** As the input's `accept`: ".pdf,image/*,application/zip". */
  accept?: string;
  /** Says `accept` in words for people: "PDF or images". */
  acceptLabel?: string;
  /** Bytes per file. */
  maxSize?: number;
  multiple?: boolean;
  /** How many files the list may hold in all (counting those already in it). */
  maxFiles?: number;
  disabled?: boolean;
  /** The files the app is uploading or has uploaded (controlled). */
  items: ReadonlyArray<FileDropItem>;
  /** Files that passed the checks; the app starts their uploads and adds them to `items`. */
  onFilesAdded: (files: File[]) => void;
  /** Files refused here (type, size, count). FileDrop also shows and announces them. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  onRemove?: (id: string) => void;
  /** Offered on failed items. */
  onRetry?: (id: string) => void;
  /** A field-level error ("Attach at least one file"). */
  error?: ReactNode;
  className?: string;
}

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** "812 bytes", "1.5 MB", "10 MB" (1 KB = 1,024 bytes, as operating systems show sizes). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${new Intl.NumberFormat('en-IN').format(rounded)} ${units[unit]}`;
}

/** Whether a file matches an `accept` list (extensions, exact MIME types, `type/*`). */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept?: string): boolean {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) =>
      token.startsWith('.')
        ? name.endsWith(token)
        : token.endsWith('/*')
          ? type.startsWith(token.slice(0, -1))
          : type === token,
    );
}

/** Splits picked files into those to upload and those refused, with a reason in words. */
export function checkFiles(
  files: ReadonlyArray<File>,
  options: Pick<FileDropProps, 'accept' | 'acceptLabel' | 'maxSize' | 'maxFiles'> & {
    already?: number;
  },
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  let room = options.maxFiles === undefined ? Infinity : options.maxFiles - (options.already ?? 0);
  for (const file of files) {
    if (!fileMatchesAccept(file, options.accept)) {
      rejected.push({
        file,
        reason: 'type',
        message: `${file.name} is not an accepted type${options.acceptLabel ? ` (${options.acceptLabel})` : ''}.`,
      });
    } else if (options.maxSize !== undefined && file.size > options.maxSize) {
      rejected.push({
        file,
        reason: 'size',
        message: `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(options.maxSize)}.`,
      });
    } else if (room <= 0) {
      rejected.push({
        file,
        reason: 'count',
        message: `${file.name} was not added: at most ${options.maxFiles} files.`,
      });
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejected };
}

function statusText(item: FileDropItem): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting to upload';
    case 'uploading':
      return item.progress === undefined
        ? 'Uploading…'
        : `Uploading · ${Math.round(item.progress)}%`;
    case 'done':
      return 'Uploaded';
    case 'error':
      return 'Not uploaded';
  }
}

/**
 * A drop zone with a "Choose files" button (the keyboard's way in), the checks the server will
 * make anyway (type, size, count) made first so nobody waits for an upload to be told no, and
 * the list of files with per-file progress, error, retry and remove. It uploads nothing: the app
 * drives uploads and passes each file's state back in `items`. A polite live region says what
 * was added, refused, finished or failed.
 */
export function FileDrop({
  label,
  hint,
  accept,
  acceptLabel,
  maxSize,
  multiple = false,
  maxFiles,
  disabled = false,
  items,
  onFilesAdded,
  onFilesRejected,
  onRemove,
  onRetry,
  error,
  className,
}: FileDropProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const rulesId = `${id}-rules`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [announcement, setAnnouncement] = useState('');

  // Announce uploads that finish or fail: the app changes `items`, so compare with last time.
  const lastStatus = useRef(new Map<string, FileDropStatus>());
  useEffect(() => {
    const news: string[] = [];
    for (const item of items) {
      const before = lastStatus.current.get(item.id);
      if (before && before !== item.status) {
        if (item.status === 'done') news.push(`${item.name} uploaded.`);
        if (item.status === 'error')
          news.push(`${item.name} failed: ${item.error ?? 'upload failed'}.`);
      }
    }
    lastStatus.current = new Map(items.map((item) => [item.id, item.status]));
    if (news.length) setAnnouncement(news.join(' '));
  }, [items]);

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const picked = multiple ? files : files.slice(0, 1);
    const { accepted, rejected } = checkFiles(picked, {
      accept,
      acceptLabel,
      maxSize,
      maxFiles,
      already: items.length,
    });
    setRejections(rejected);
    if (accepted.length) onFilesAdded(accepted);
    if (rejected.length) onFilesRejected?.(rejected);
    const added =
      accepted.length === 1
        ? `Added ${accepted[0]?.name}.`
        : accepted.length > 1
          ? `Added ${accepted.length} files.`
          : '';
    setAnnouncement([added, ...rejected.map((r) => r.message)].filter(Boolean).join(' '));
  };

  const rules = [
    acceptLabel,
    maxSize !== undefined ? `up to ${formatFileSize(maxSize)}${multiple ? ' each' : ''}` : null,
    maxFiles !== undefined && multiple ? `at most ${maxFiles} files` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const describedBy = [hint ? hintId : null, rules ? rulesId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        className={styles.zone}
        data-dragging={dragging}
        data-invalid={Boolean(error) || rejections.length > 0}
        data-disabled={disabled}
        onDragEnter={(event: DragEvent) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          take(Array.from(event.dataTransfer.files));
        }}
      >
        <Upload size={24} aria-hidden className={styles.zoneIcon} />
        <p className={styles.zoneText}>Drag {multiple ? 'files' : 'a file'} here, or</p>
        <Button
          ref={chooseButton}
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          onClick={() => input.current?.click()}
        >
          Choose {multiple ? 'files' : 'a file'}
        </Button>
        {rules && (
          <p id={rulesId} className={styles.zoneText}>
            {rules.charAt(0).toUpperCase() + rules.slice(1)}
          </p>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          tabIndex={-1}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = ''; // the same file can be picked again after a removal
          }}
        />
      </div>
      {rejections.map((rejection, index) => (
        <FieldMessage key={`${rejection.file.name}-${index}`} tone="error">
          {rejection.message}
        </FieldMessage>
      ))}
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={`${label}: files`}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-status={item.status}>
              {item.status === 'done' ? (
                <CheckCircle2 size={18} aria-hidden className={styles.itemIcon} />
              ) : (
                <FileIcon size={18} aria-hidden className={styles.itemIcon} />
              )}
              <div className={styles.itemBody}>
                <p className={styles.itemName}>{item.name}</p>
                <p className={styles.itemMeta}>
                  {formatFileSize(item.size)} · {statusText(item)}
                </p>
                {item.status === 'uploading' && (
                  <Progress label={`Uploading ${item.name}`} value={item.progress} hideLabel />
                )}
                {item.status === 'error' && item.error && (
                  <FieldMessage tone="error">{item.error}</FieldMessage>
                )}
              </div>
              <div className={styles.itemActions}>
                {item.status === 'error' && onRetry && (
                  <IconButton
                    size="sm"
                    label={`Retry ${item.name}`}
                    icon={<RotateCcw size={16} />}
                    onClick={() => onRetry(item.id)}
                  />
                )}
                {onRemove && (
                  <IconButton
                    size="sm"
                    label={`Remove ${item.name}`}
                    icon={<X size={16} />}
                    onClick={() => {
                      onRemove(item.id);
                      // The button goes with its row: keep focus somewhere that still exists.
                      chooseButton.current?.focus();
                    }}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
