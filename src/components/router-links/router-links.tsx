import {
  ActionIcon,
  Anchor,
  Button,
  NavLink,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine's link-looking blocks as typed router links (TanStack Router's `createLink`): `to` is a route template,
 * `params` and `search` are checked against that route, e.g.
 * `<AnchorLink to="/organisation/$orgId" params={{ orgId }}>` or `<AnchorLink {...organisationLink(orgId)}>`.
 * (`component={Link}` on a Mantine block loses the router's types: `to` becomes any string.) `NavLinkLink` is a
 * navigation entry (Mantine's NavLink); a menu entry is `MenuItemLink` (./menu-item-link.tsx, apart so that Menu stays
 * out of the first paint).
 */
type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
const MantineButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const MantineActionIcon = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorElementProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));

// NavLink's `onChange` (a collapsible entry opened) is not the anchor's.
const MantineNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & Omit<AnchorElementProps, 'onChange'>>(
  (props, ref) => <NavLink component="a" ref={ref} {...props} />,
);

const CreatedAnchor = createLink(MantineAnchor);
const CreatedButton = createLink(MantineButton);
const CreatedActionIcon = createLink(MantineActionIcon);
const CreatedNavLink = createLink(MantineNavLink);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchor {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <CreatedButton {...props} />;
export const ActionIconLink: LinkComponent<typeof MantineActionIcon> = (props) => <CreatedActionIcon {...props} />;
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => <CreatedNavLink {...props} />;
