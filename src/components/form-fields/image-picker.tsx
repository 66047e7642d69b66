/**
 * ImagePicker (SPEC 5: "The image picker accepts image files only and stores base64 without the prefix").
 * - "Choose image" opens a file dialog limited to PNG, JPEG, GIF and WebP; a file whose MIME type is not an image is
 *   rejected with "Please choose an image file", one whose first bytes are not one of those four (an SVG, a renamed
 *   file) with "Only PNG, JPEG, GIF and WebP images can be used" (the value is unchanged).
 * - The chosen file is read as base64 and `onChange` receives it WITHOUT the `data:...;base64,` prefix.
 * - The stored value is previewed as a `data:image/...;base64,` URL; "Remove" sets the value to null.
 * - `maxBytes` (the contract's `x-max-bytes`, from limits.gen.ts) rejects larger files ("The image must be at most
 *   <size>") before anything is read or sent.
 * - `readOnly`/`disabled` hide the choose/remove buttons and keep the preview.
 */
import '@mantine/core/styles/Image.css';
import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_SIGNATURE_BYTES,
  acceptedImageTypeOf,
  isImageFile,
  readFileAsBase64,
  toDataUrl,
} from '#/lib/image-base64';
import type { Translate } from '#/lib/messages/catalogues';

/** 512 -> "512 bytes", 2048 -> "2 KB", 3145728 -> "3 MB" (in the language of `t`). */
export function formatBytes(t: Translate<'forms'>, bytes: number): string {
  if (bytes < 1024) return t('forms.imagePicker.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return t('forms.imagePicker.kilobytes', { size: Math.floor(bytes / 1024) });
  return t('forms.imagePicker.megabytes', { size: Math.floor(bytes / (1024 * 1024)) });
}

export interface ImagePickerProps {
  label: string;
  /** Base64 without the data-URL prefix, or null/empty for no image. */
  value: string | null | undefined;
  onChange: (base64: string | null) => void;
  description?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  /** Largest accepted file size in bytes. */
  maxBytes?: number;
  /** Preview box size in px (default 120). */
  previewSize?: number;
}

export function ImagePicker({
  label,
  value,
  onChange,
  description,
  readOnly = false,
  disabled = false,
  error,
  maxBytes,
  previewSize = 120,
}: ImagePickerProps) {
  const t = useT('forms');
  const [pickError, setPickError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const hasImage = typeof value === 'string' && value.trim() !== '';
  const editable = !readOnly && !disabled;

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setPickError(t('forms.imagePicker.notAnImage'));
      return;
    }
    if (maxBytes !== undefined && file.size > maxBytes) {
      setPickError(t('forms.imagePicker.tooLarge', { size: formatBytes(t, maxBytes) }));
      return;
    }
    setPickError(null);
    setReading(true);
    try {
      const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
      if (!acceptedImageTypeOf(head)) {
        setPickError(t('forms.imagePicker.unsupportedType'));
        return;
      }
      onChange(await readFileAsBase64(file));
    } catch {
      setPickError(t('forms.imagePicker.readFailed'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error ? error : (pickError ?? undefined)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Group align="flex-end" gap="md" mt={4}>
        <Paper
          withBorder
          w={previewSize}
          h={previewSize}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
        >
          {hasImage ? (
            <Image
              src={toDataUrl(value)}
              alt={t('forms.imagePicker.preview', { label })}
              fit="contain"
              w="100%"
              h="100%"
            />
          ) : (
            <Stack align="center" gap={2}>
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text size="xs" c="dimmed">
                {t('forms.imagePicker.noImage')}
              </Text>
            </Stack>
          )}
        </Paper>
        {editable && (
          <Stack gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="default"
                  size="xs"
                  loading={reading}
                  leftSection={<IconUpload size={14} />}
                >
                  {t('forms.imagePicker.choose')}
                </Button>
              )}
            </FileButton>
            {hasImage && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  setPickError(null);
                  onChange(null);
                }}
              >
                {t('forms.imagePicker.remove')}
              </Button>
            )}
          </Stack>
        )}
      </Group>
    </Input.Wrapper>
  );
}
