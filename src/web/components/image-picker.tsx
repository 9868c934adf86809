import Camera from 'lucide-react/icons/camera';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { cn } from '../lib/cn';
import type { MessageCode } from '../../core/i18n/messages';

/** What the server accepts for photos and logos (POST /api/me/avatar, /api/company/logo). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function checkImage(file: Pick<File, 'type' | 'size'>): MessageCode | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'invalid_file_type';
  if (file.size > MAX_IMAGE_BYTES) return 'file_too_large';
  return null;
}

type ImagePickerProps = {
  label: string;
  /** The saved image, or null. */
  src: string | null;
  alt: string;
  placeholder: ReactNode;
  buttonLabel: string;
  busyLabel: string;
  hint: string;
  busy: boolean;
  /** A server or network error to show under the control. */
  error?: string | null;
  /** Read-only: the image is shown, without the upload button. */
  disabled?: boolean;
  shape?: 'circle' | 'square';
  /** Uploads the file; resolves when the server has it (the preview stays), rejects to drop the preview. */
  onPick: (file: File) => Promise<unknown>;
};

/** Image upload with an immediate local preview: photo on /profile, logo on /settings. */
export function ImagePicker(props: ImagePickerProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function pick(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = checkImage(file);
    setLocalError(problem ? t(`messages.${problem}`) : null);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    props.onPick(file).then(
      () => undefined,
      () => setPreview(null),
    );
  }

  const shown = preview ?? props.src;
  const error = localError ?? props.error ?? null;
  const rounded = props.shape === 'square' ? 'rounded-xl' : 'rounded-full';

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className={cn('relative flex size-20 shrink-0 items-center justify-center overflow-hidden border border-border bg-primary-soft text-2xl font-semibold text-primary', rounded)}>
        {shown ? <img src={shown} alt={props.alt} className="size-full object-cover" data-testid="image-preview" /> : props.placeholder}
        {props.busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-background/60">
            <Spinner className="size-5" />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <span className="text-sm font-medium">{props.label}</span>
        {props.disabled ? null : (
          <Button
            asChild
            variant="outline"
            size="sm"
            className={cn('w-fit has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring', props.busy && 'pointer-events-none opacity-60')}
          >
            <label>
              <input
                ref={inputRef}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                className="sr-only"
                disabled={props.busy}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => pick(event.target.files?.[0])}
              />
              <Camera aria-hidden="true" />
              {props.busy ? props.busyLabel : props.buttonLabel}
            </label>
          </Button>
        )}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : props.disabled ? null : (
          <p className="text-xs text-muted-foreground">{props.hint}</p>
        )}
      </div>
    </div>
  );
}
