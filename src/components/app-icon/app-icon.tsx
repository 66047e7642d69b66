import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { safeIconSrc } from '#/lib/safe-icon-uri';

export interface AppIconProps {
  /** The icon address the server gave (`iconUri`); shown only when `safeIconSrc` allows it. */
  uri: string | null | undefined;
  size: number;
  /** Shown instead: no icon, an address that is not allowed, or one that fails to load. */
  placeholder: ReactNode;
  /** The image's text alternative ('' when the name beside it says it all). */
  alt?: string;
}

/** An application or package icon named by the server, or its placeholder. */
export function AppIcon({ uri, size, placeholder, alt = '' }: AppIconProps) {
  const src = safeIconSrc(uri, window.location.origin);
  return (
    <Avatar src={src} size={size} radius="sm" alt={alt} color="indigo">
      {placeholder}
    </Avatar>
  );
}
