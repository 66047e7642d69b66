import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine's Menu.Item as a typed router link (TanStack Router's `createLink`, as ./router-links.tsx): `to` is a route
 * template with its `params` and `search`, e.g. `<MenuItemLink to="/profile">`. Apart from ./router-links.tsx so that
 * only the (lazily loaded) menus bring Menu in.
 */
type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineMenuItem = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorElementProps>((props, ref) => (
  <Menu.Item component="a" ref={ref} {...props} />
));

const CreatedMenuItem = createLink(MantineMenuItem);

export const MenuItemLink: LinkComponent<typeof MantineMenuItem> = (props) => <CreatedMenuItem {...props} />;
