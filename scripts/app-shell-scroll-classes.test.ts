import { RemoveScroll } from 'react-remove-scroll';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
import { describe, expect, it } from 'vitest';
import { appShellRemoveScrollShim } from './app-shell-scroll-classes';

describe('the AppShell stand-in for react-remove-scroll', () => {
  it('gives the class names the real RemoveScroll has', () => {
    expect(RemoveScroll.classNames).toEqual({ fullWidth: fullWidthClassName, zeroRight: zeroRightClassName });
    expect(appShellRemoveScrollShim).toContain("from 'react-remove-scroll-bar/constants'");
    expect(appShellRemoveScrollShim).toContain('classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName }');
  });
});
